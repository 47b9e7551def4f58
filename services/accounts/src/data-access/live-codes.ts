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
