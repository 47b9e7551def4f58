import { withTraceContext } from '@tire/service-kit';
import type { NotificationEvent, NotificationEventType } from '@tire/contracts';
import type { Prisma } from './database.js';

type Transaction = Parameters<Parameters<Prisma['$transaction']>[0]>[0];

/**
 * Writes an event for the e-mail queue in the caller's transaction: it exists exactly when the
 * change it announces committed. The outbox relay (@tire/service-kit, started in main.ts) hands it
 * to BullMQ with the job id `catalogue-<id>`, so it is sent once.
 */
export async function writeOutboxEvent<T extends NotificationEventType>(tx: Transaction, type: T, payload: NotificationEvent<T>) {
  await tx.outboxEvent.create({ data: { type, payload: withTraceContext(payload) as never } });
}
