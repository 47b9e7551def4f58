import { PERSONAL_DATA_SCHEMA_VERSION, type CancelledForErasure, type PersonalDataPart } from '@tire/contracts';
import { HttpError, inTransaction, type DataSubject, type Logger } from '@tire/service-kit';
import type pg from 'pg';
import type { Prisma } from '../data-access/database.js';
import { eraseOrdersOfSubject, openOrderIds, orderEventsOfSubject, ordersOfSubject, type Subject } from '../data-access/personal-data.js';
import { changeOrderStatus } from './admin-orders.js';
import type { OrderActor } from './order-lifecycle.js';

export interface PersonalDataDeps {
  prisma: Prisma;
  pool: pg.Pool;
  now: () => Date;
  logger?: Logger;
  holdMinutes: number;
}

const subjectOf = (who: DataSubject): Subject => ({ userId: who.userId ?? null, email: who.email });

/** This service's part of the person's download: their orders, what was in them, and their history. */
export async function exportOrderData(deps: PersonalDataDeps, who: DataSubject): Promise<PersonalDataPart> {
  const subject = subjectOf(who);
  const [orders, orderEvents] = await Promise.all([ordersOfSubject(deps.pool, subject), orderEventsOfSubject(deps.pool, subject)]);
  return { service: 'catalogue', schemaVersion: PERSONAL_DATA_SCHEMA_VERSION, exportedAt: deps.now().toISOString(), records: { orders, orderEvents } };
}

/**
 * Cancels the person's open orders before their data goes, through the same cancellation as an
 * administrator's (tires back in stock, a paid order refunded in full by the money notifier), the
 * history naming the customer and the erasure as the reason. An order that moved on meanwhile
 * (fitted, picked up) is left as it is.
 */
export async function cancelOrdersForErasure(deps: PersonalDataDeps, who: DataSubject): Promise<{ cancelled: CancelledForErasure[] }> {
  const actor: OrderActor = { type: who.userId ? 'customer' : 'guest', id: who.userId ?? null, source: 'web' };
  const cancelled: CancelledForErasure[] = [];
  for (const id of await openOrderIds(deps.pool, subjectOf(who))) {
    const before = await deps.prisma.order.findUniqueOrThrow({ where: { id } });
    try {
      await changeOrderStatus(deps, id, 'cancelled', actor, { reason: 'erasure' });
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) continue;
      throw error;
    }
    cancelled.push({ reference: String(id), refundCents: before.paidAt ? before.totalCents : 0 });
  }
  return { cancelled };
}

/** Anonymises the person's orders (what was sold, for how much and when stays). */
export async function eraseOrderData(deps: PersonalDataDeps, who: DataSubject): Promise<{ erased: number }> {
  const erased = await inTransaction(deps.pool, (client) => eraseOrdersOfSubject(client, subjectOf(who), deps.now()));
  return { erased };
}
