import { writeOutboxEvent, type OutboxTransaction, type OutboxWriteOptions } from '@tire/service-kit';
import type { EventName, EventPayload } from '@tire/contracts';
import { DB_SCHEMA } from '../config.js';

/**
 * Writes an event for the e-mail queue in the caller's transaction (a pg client or a Prisma
 * transaction): service-kit's typed writer in this service's schema, which refuses a payload its
 * event's schema rejects. The relay (main.ts) hands it to BullMQ as `reservations-<id>`.
 */
export const writeEvent = <N extends EventName>(tx: OutboxTransaction, name: N, payload: EventPayload<N>, options?: OutboxWriteOptions) =>
  writeOutboxEvent(tx, DB_SCHEMA, name, payload, options);
