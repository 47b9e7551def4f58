import { isEventName, NOTIFICATION_EVENTS, type EventName, type EventPayload } from '@tire/contracts';
import { z } from 'zod';
import { withTraceContext } from './tracing.js';

/**
 * A transaction to write in: a pg client of the service's own (inTransaction's), or a Prisma
 * interactive transaction (`prisma.$transaction(async (tx) => …)`). Either way the event exists
 * exactly when the change it announces committed.
 */
export type OutboxTransaction =
  { query(text: string, values?: unknown[]): Promise<unknown> } | { $executeRawUnsafe(query: string, ...values: unknown[]): PromiseLike<number> };

export interface OutboxWriteOptions {
  /**
   * Holds the event back until then, so it can be withdrawn meanwhile (a hold replaced at once).
   * The table needs an `available_at` column and the relay `delayable`.
   */
  availableAt?: Date;
}

/** A payload its event's schema rejects: a bug of the producer, refused before it is stored. */
export class EventPayloadRefused extends Error {
  constructor(
    readonly event: EventName,
    readonly error: z.ZodError,
  ) {
    super(`${event} payload refused: ${z.prettifyError(error)}`);
    this.name = 'EventPayloadRefused';
  }
}

/**
 * Checks a payload against its event's schema (the one list in @tire/contracts); throws
 * EventPayloadRefused when it does not fit. The payload is kept as written: the worker applies
 * the schema's defaults when it parses it again at the door.
 */
export function assertEventPayload<N extends EventName>(name: N, payload: EventPayload<N>): void {
  // Not in the list: only JavaScript (or a cast) gets this far, TypeScript refuses the name.
  if (!isEventName(name)) throw new Error(`${String(name)} is not an event of @tire/contracts' NOTIFICATION_EVENTS`);
  const result = NOTIFICATION_EVENTS[name].safeParse(payload);
  if (!result.success) throw new EventPayloadRefused(name, result.error);
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Writes an event for the e-mail queue into `<schema>.outbox` in the caller's transaction; the
 * outbox relay (outbox-relay.ts) hands it to BullMQ. A payload that does not fit its event's
 * schema is refused here (and the caller's transaction with it), so a wrong event is never stored.
 */
export async function writeOutboxEvent<N extends EventName>(
  tx: OutboxTransaction,
  schema: string,
  name: N,
  payload: EventPayload<N>,
  { availableAt }: OutboxWriteOptions = {},
): Promise<void> {
  assertEventPayload(name, payload);
  const columns = availableAt ? 'type, payload, available_at' : 'type, payload';
  const values = availableAt ? '$1, $2::jsonb, $3::timestamptz' : '$1, $2::jsonb';
  const sql = `INSERT INTO ${quoteIdentifier(schema)}."outbox" (${columns}) VALUES (${values})`;
  const params = [name, JSON.stringify(withTraceContext(payload as object)), ...(availableAt ? [availableAt.toISOString()] : [])];
  if ('$executeRawUnsafe' in tx) await tx.$executeRawUnsafe(sql, ...params);
  else await tx.query(sql, params);
}
