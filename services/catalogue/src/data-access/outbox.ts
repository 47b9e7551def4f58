import { writeOutboxEvent, type OutboxTransaction, type OutboxWriteOptions } from '@tire/service-kit';
import type { EventName, EventPayload } from '@tire/contracts';
import { DB_SCHEMA } from '../config.js';

/**
 * Writes an event for the e-mail queue in the caller's transaction: it exists exactly when the
 * change it announces committed. Service-kit's typed writer in this service's schema, which
 * refuses a payload its event's schema rejects; the relay (main.ts) hands it to BullMQ with the
 * job id `catalogue-<id>`, so it is sent once.
 */
export const writeEvent = <N extends EventName>(tx: OutboxTransaction, name: N, payload: EventPayload<N>, options?: OutboxWriteOptions) =>
  writeOutboxEvent(tx, DB_SCHEMA, name, payload, options);
