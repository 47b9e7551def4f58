import type pg from 'pg';
import { receiptEmailOf } from './status-changes.js';

/** receiptEmailOf on a pooled connection of its own, for reads outside a transaction. */
export async function receiptEmailOfPool(pool: pg.Pool, reservationId: number) {
  const client = await pool.connect();
  try {
    return await receiptEmailOf(client, reservationId);
  } finally {
    client.release();
  }
}
