import { PERSONAL_DATA_SCHEMA_VERSION, type BodyOf, type PersonalDataPart, type queueErasureNotice } from '@tire/contracts';
import type { DataSubject } from '@tire/service-kit';
import type pg from 'pg';
import { deleteNotificationData, notificationDataOf, queueErasureNotice as queueNotice, type Subject } from '../data-access/personal-data.js';

export interface PersonalDataDeps {
  pool: pg.Pool;
  now: () => Date;
}

const subjectOf = (who: DataSubject): Subject => ({ userId: who.userId ?? null, email: who.email });

/** This service's part of the person's download: their contact messages and the e-mails sent to them. */
export async function exportNotificationData(deps: PersonalDataDeps, who: DataSubject): Promise<PersonalDataPart> {
  const records = await notificationDataOf(deps.pool, subjectOf(who));
  return { service: 'notifications', schemaVersion: PERSONAL_DATA_SCHEMA_VERSION, exportedAt: deps.now().toISOString(), records };
}

/** Deletes the person's messages, the log of their e-mails and the outbox rows naming them. */
export async function eraseNotificationData(deps: PersonalDataDeps, who: DataSubject): Promise<{ erased: number }> {
  return { erased: await deleteNotificationData(deps.pool, subjectOf(who)) };
}

/** The last e-mail, to the verified address, queued before that address is erased anywhere. */
export async function sendErasureNotice(deps: PersonalDataDeps, who: DataSubject, body: BodyOf<typeof queueErasureNotice>): Promise<{ queued: boolean }> {
  const { name, ...facts } = body;
  await queueNotice(deps.pool, { recipient: who.email, recipientName: name ?? null, ...facts });
  return { queued: true };
}
