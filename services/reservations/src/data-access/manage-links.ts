import { randomBytes, timingSafeEqual } from 'node:crypto';
import { MANAGE_TOKEN_BYTES, manageTokenPattern } from '@tire/contracts';
import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';
import type { Prisma } from './database.js';
import { tokenDigest } from './link-tokens.js';

type TransactionClient = Parameters<Parameters<Prisma['$transaction']>[0]>[0];

const T = `"${DB_SCHEMA}"."manage_links"`;

/** The e-mail a link went out in (the table's CHECK lists the same). */
export type ManageLinkPurpose = 'created' | 'paid' | 'moved' | 'confirmed' | 'requested' | 'reminder' | 'portal';

/** 256 random bits, base64url: the token a guest's manage link carries. */
const newManageToken = () => randomBytes(MANAGE_TOKEN_BYTES).toString('base64url');

/**
 * Mints the link of one e-mail, in the caller's transaction: the digest goes into the table, the
 * token (for the e-mail's outbox event, and nowhere else) is returned.
 */
export async function mintManageLink(client: pg.PoolClient, reservationId: number, purpose: ManageLinkPurpose): Promise<string> {
  const token = newManageToken();
  await client.query(`INSERT INTO ${T} (reservation_id, token_hash, purpose) VALUES ($1, $2, $3)`, [reservationId, tokenDigest(token), purpose]);
  return token;
}

/** The same, in a Prisma transaction (the booking's). */
export async function mintManageLinkInPrisma(tx: TransactionClient, reservationId: number, purpose: ManageLinkPurpose): Promise<string> {
  const token = newManageToken();
  await tx.manageLink.create({ data: { reservationId, tokenHash: tokenDigest(token), purpose } });
  return token;
}

/**
 * The reservation a token opens while its link is not revoked, or undefined. The row is found by
 * the token's digest (which a guesser cannot steer, so the index's timing tells nothing about
 * stored tokens) and the digests are then compared in constant time. Whether the booking has
 * ended is the caller's rule (manage-booking.ts).
 */
export async function reservationOfManageToken(db: pg.Pool | pg.PoolClient, token: string): Promise<number | undefined> {
  if (!manageTokenPattern.test(token)) return undefined;
  const digest = tokenDigest(token);
  const { rows } = await db.query<{ reservation_id: number; token_hash: Buffer }>(
    `SELECT reservation_id, token_hash FROM ${T} WHERE token_hash = $1 AND revoked_at IS NULL`,
    [digest],
  );
  const row = rows[0];
  return row && row.token_hash.length === digest.length && timingSafeEqual(row.token_hash, digest) ? row.reservation_id : undefined;
}

/** Every link of a booking stops working (its cancellation), in the caller's transaction. */
export async function revokeManageLinks(client: pg.PoolClient, reservationId: number) {
  await client.query(`UPDATE ${T} SET revoked_at = now() WHERE reservation_id = $1 AND revoked_at IS NULL`, [reservationId]);
}

/** Whether the track page had a link e-mailed for this booking within the last `minutes` (the resend limit, in the database's time). */
export async function recentlyRequestedLink(client: pg.PoolClient, reservationId: number, minutes: number): Promise<boolean> {
  const { rows } = await client.query<{ recent: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ${T} WHERE reservation_id = $1 AND purpose = 'requested' AND created_at > now() - make_interval(mins => $2)) AS recent`,
    [reservationId, minutes],
  );
  return rows[0]?.recent === true;
}
