import type { Request } from 'express';
import {
  BOOKKEEPING_YEARS_KEPT,
  cancelForErasure,
  CANCELLING_SERVICES,
  ERASED_PERSONAL_DATA,
  erasePersonalData,
  exportPersonalData,
  KEPT_AFTER_ERASURE,
  PERSONAL_DATA_SCHEMA_VERSION,
  PERSONAL_DATA_SERVICES,
  queueErasureNotice,
  type CancelledForErasure,
  type ErasureResult,
  type MyData,
  type PersonalDataPart,
  type PersonalDataService,
} from '@tire/contracts';
import type { DataSubject, PersonalDataClient } from './personal-data-client.js';

/** Everything held about the person: every service's part under its own name, asked at once. */
export async function collectMyData(client: PersonalDataClient, subject: DataSubject, req: Request, now: Date): Promise<MyData> {
  const others = PERSONAL_DATA_SERVICES.filter((service) => service !== 'payments');
  const found = await Promise.all(others.map((service) => client(service, exportPersonalData, subject, req)));
  const byService = Object.fromEntries(others.map((service, i) => [service, found[i]!])) as Record<PersonalDataService, PersonalDataPart>;
  // A booking is paid by its code: the payments service finds those payments by the bookings' codes.
  byService.payments = await client('payments', exportPersonalData, subject, req, undefined, {
    bookings: referencesOf(byService.reservations, 'bookings', 'tracking_code'),
    orders: referencesOf(byService.catalogue, 'orders', 'order_id'),
  });
  return {
    schemaVersion: PERSONAL_DATA_SCHEMA_VERSION,
    exportedAt: now.toISOString(),
    subject: { email: subject.email, ...(subject.userId ? { userId: subject.userId } : {}) },
    services: byService,
  };
}

/** The references (tracking codes, order numbers) of one part's records, as a comma list. */
const referencesOf = (part: PersonalDataPart, records: string, field: string) =>
  (part.records[records] ?? [])
    .map((record) => record[field])
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .join(',');

/**
 * How far an erasure got, kept between attempts (in the customer's session): what was cancelled
 * (a retry's cancellation finds nothing more, yet the last e-mail must still list it), whether the
 * last e-mail was queued, and which services have anonymised.
 */
export interface ErasureProgress {
  cancelled: Partial<Record<PersonalDataService, CancelledForErasure[]>>;
  noticeQueued: boolean;
  erased: PersonalDataService[];
}
export const freshProgress = (): ErasureProgress => ({ cancelled: {}, noticeQueued: false, erased: [] });

export interface ErasureSteps {
  client: PersonalDataClient;
  /** Keeps the progress after each step, so a retry after a failure midway goes on from there. */
  save(progress: ErasureProgress): Promise<void>;
}

/** The account's name and language as the accounts service holds them, for the last e-mail. */
function recipientOf(accounts: PersonalDataPart, fallbackLanguage: string | undefined) {
  const account = accounts.records.accounts?.[0] as { firstName?: unknown; lastName?: unknown; language?: unknown } | undefined;
  const hadAccount = account !== undefined;
  const name = [account?.firstName, account?.lastName].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');
  const language = account?.language === 'en' || account?.language === 'fi' ? account.language : fallbackLanguage === 'en' ? 'en' : 'fi';
  return { name: name || null, language: language as 'fi' | 'en', hadAccount };
}

/**
 * The erasure, in the order that loses nothing and half-deletes nothing:
 * 1. reservations and catalogue cancel what is still to come, refunding in full what was paid (the
 *    customer leaving is not a late change of plans: the booking policy's terms do not apply), and
 *    their money notifiers hand the refunds to the payments service as for any cancellation;
 * 2. the last e-mail is queued while the address is still known (notifications' outbox);
 * 3. every service anonymises its part, accounts last, so that until the very end a failed step can
 *    be retried from the same session.
 * Each step is idempotent and its completion is saved before the next begins: a retry after a
 * failure midway finishes the job. The caller ends the session afterwards.
 */
export async function eraseMyData({ client, save }: ErasureSteps, subject: DataSubject, req: Request, progress: ErasureProgress): Promise<ErasureResult> {
  for (const service of CANCELLING_SERVICES) {
    if (progress.cancelled[service]) continue;
    const { cancelled } = await client(service, cancelForErasure, subject, req);
    progress.cancelled[service] = cancelled;
    await save(progress);
  }
  const bookings = progress.cancelled.reservations ?? [];
  const orders = progress.cancelled.catalogue ?? [];
  const refundCents = [...bookings, ...orders].reduce((sum, item) => sum + item.refundCents, 0);

  if (!progress.noticeQueued) {
    const accounts = await client('accounts', exportPersonalData, subject, req);
    const { name, language, hadAccount } = recipientOf(accounts, subject.language);
    await client('notifications', queueErasureNotice, subject, req, {
      name,
      language,
      hadAccount,
      bookingsCancelled: bookings.map((item) => item.reference),
      ordersCancelled: orders.map((item) => item.reference),
      refundCents,
    });
    progress.noticeQueued = true;
    await save(progress);
  }

  for (const service of PERSONAL_DATA_SERVICES) {
    if (progress.erased.includes(service)) continue;
    await client(service, erasePersonalData, subject, req);
    progress.erased.push(service);
    await save(progress);
  }

  return {
    bookingsCancelled: bookings.map((item) => item.reference),
    ordersCancelled: orders.map((item) => item.reference),
    refundCents,
    kept: [...KEPT_AFTER_ERASURE],
    keptYears: BOOKKEEPING_YEARS_KEPT,
    erased: [...ERASED_PERSONAL_DATA],
  };
}
