import { PERSONAL_DATA_SCHEMA_VERSION, type PersonalDataPart } from '@tire/contracts';
import type { DataSubject } from '@tire/service-kit';
import type { Prisma } from '../data-access/database.js';
import { forgetUserOfPayments, paymentsOfUser } from '../data-access/personal-data.js';

export interface PersonalDataDeps {
  prisma: Prisma;
  now: () => Date;
}

/**
 * This service's part of the person's download. Payments know a person only by their account: a
 * guest's payments name their booking (its tracking code), which holds nothing of the person once
 * the booking is anonymised, so a guest's part is empty.
 */
export async function exportPaymentData(deps: PersonalDataDeps, who: DataSubject): Promise<PersonalDataPart> {
  const payments = who.userId ? await paymentsOfUser(deps.prisma, who.userId) : [];
  return { service: 'payments', schemaVersion: PERSONAL_DATA_SCHEMA_VERSION, exportedAt: deps.now().toISOString(), records: { payments } };
}

/** The payments lose their account link; the amounts and refunds stay (the bookkeeping). */
export async function erasePaymentData(deps: PersonalDataDeps, who: DataSubject): Promise<{ erased: number }> {
  return { erased: who.userId ? await forgetUserOfPayments(deps.prisma, who.userId) : 0 };
}
