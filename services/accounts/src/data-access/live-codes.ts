import type { Tx } from './database.js';

/**
 * The e-mail's live codes (unused, unexpired), oldest first, row-locked until the transaction
 * ends. Sending a code and verifying one both lock through here, in the same order, so they wait
 * for each other instead of deadlocking, and parallel tries each see the tries taken before them.
 */
export function lockLiveCodes(tx: Tx, email: string, now: Date) {
  return tx.$queryRaw<{ id: string; created_at: Date }[]>`
    SELECT id, created_at FROM "accounts"."login_codes"
    WHERE email = ${email} AND consumed_at IS NULL AND expires_at > ${now}
    ORDER BY created_at, id
    FOR UPDATE`;
}

/**
 * A lock on one key (e.g. an address and what is asked for it) until the transaction ends: asks
 * for the same address wait for each other, so "one e-mail per few minutes" holds under a race.
 */
export async function lockAddress(tx: Tx, key: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
}
