import type { EventName } from '@tire/contracts';
import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';

const S = `"${DB_SCHEMA}"`;

/** The reservation a create request with this Idempotency-Key made (its stored 201 answer), if any. */
export async function reservationMadeWithKey(client: pg.PoolClient, idempotencyKey: string): Promise<number | undefined> {
  const { rows } = await client.query<{ id: number | null }>(
    `SELECT (response->>'id')::int AS id FROM ${S}."idempotency_keys" WHERE key = $1 AND status_code = 201`,
    [idempotencyKey],
  );
  return rows[0]?.id ?? undefined;
}

/**
 * Deletes a reservation's event of this type still waiting in the outbox (not yet relayed, so
 * never mailed). Returns whether there was one.
 */
export async function withdrawUnsentEvent(client: pg.PoolClient, type: EventName, reservationId: number): Promise<boolean> {
  const { rowCount } = await client.query(`DELETE FROM ${S}."outbox" WHERE type = $1 AND published_at IS NULL AND (payload->>'reservationId')::int = $2`, [
    type,
    reservationId,
  ]);
  return (rowCount ?? 0) > 0;
}
