import { PERSONAL_DATA_SCHEMA_VERSION, type PersonalDataPart } from '@tire/contracts';
import type { DataSubject } from '@tire/service-kit';
import type { Prisma } from '../data-access/database.js';
import { forgetUserOfPayments, paymentsOf } from '../data-access/personal-data.js';

export interface PersonalDataDeps {
  prisma: Prisma;
  now: () => Date;
}

/** A comma list of references: the tracking codes or order numbers the BFF read from the person's other parts. */
const listOf = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .slice(0, 500);

/**
 * This service's part of the person's download: the payments of their account, and those of their
 * bookings and orders (a booking is paid by its tracking code, signed in or not, so only the
 * booking's code ties that payment to the person).
 */
export async function exportPaymentData(
  deps: PersonalDataDeps,
  who: DataSubject,
  references: { bookings?: string; orders?: string } = {},
): Promise<PersonalDataPart> {
  const orderIds = listOf(references.orders)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0 && id < 2 ** 31);
  const payments = await paymentsOf(deps.prisma, { userId: who.userId, trackingCodes: listOf(references.bookings), orderIds });
  return { service: 'payments', schemaVersion: PERSONAL_DATA_SCHEMA_VERSION, exportedAt: deps.now().toISOString(), records: { payments } };
}

/**
 * The payments lose their account link; the amounts and refunds stay (the bookkeeping). A booking's
 * payment names only its tracking code, which names nobody once the booking is anonymised.
 */
export async function erasePaymentData(deps: PersonalDataDeps, who: DataSubject): Promise<{ erased: number }> {
  return { erased: who.userId ? await forgetUserOfPayments(deps.prisma, who.userId) : 0 };
}
