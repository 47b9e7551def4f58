import type { ReminderKind, ReminderRule } from '@tire/contracts';
import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';

const T = `"${DB_SCHEMA}"."reservations"`;

/** The column that records each kind's sending (a move clears both). */
const SENT_COLUMN: Record<ReminderKind, string> = {
  day_before: 'day_reminder_sent_at',
  two_hours: 'hour_reminder_sent_at',
};

export interface ReminderClaim {
  kind: ReminderKind;
  rule: ReminderRule;
  now: Date;
  limit: number;
  /** Only the bookings of these contact e-mails (lower case): the browser tests' scoped clock. */
  contactEmails?: readonly string[];
}

/**
 * Claims a batch of bookings whose reminder of `kind` is due at `now`, in the caller's
 * transaction, and returns their ids: the one atomic UPDATE marks them sent, so however many
 * instances run the loop, each reminder is claimed once (rows another instance is claiming are
 * skipped, and the mark is checked again under the lock). Due: the start is at most `leadMinutes`
 * and at least `minimumLeadMinutes` away, the time was chosen (booked or moved) before it fell
 * due, and the booking is paid or confirmed (not an unpaid hold, not cancelled, not started).
 */
export async function claimDueReminders(client: pg.PoolClient, { kind, rule, now, limit, contactEmails }: ReminderClaim): Promise<number[]> {
  const sent = SENT_COLUMN[kind];
  const { rows } = await client.query<{ id: number }>(
    `WITH due AS (
       SELECT id FROM ${T}
       WHERE status IN ('pending', 'confirmed') AND no_show_at IS NULL
         AND (status = 'confirmed' OR payment_status = 'paid')
         AND ${sent} IS NULL
         AND starts_at <= $1::timestamptz + make_interval(mins => $2)
         AND starts_at >= $1::timestamptz + make_interval(mins => $3)
         AND COALESCE(time_chosen_at, created_at) <= starts_at - make_interval(mins => $2)
         AND ($5::text[] IS NULL OR lower(contact_email) = ANY($5))
       ORDER BY starts_at
       LIMIT $4
       FOR UPDATE SKIP LOCKED
     )
     UPDATE ${T} r SET ${sent} = $1 FROM due WHERE r.id = due.id AND r.${sent} IS NULL RETURNING r.id`,
    [now.toISOString(), rule.leadMinutes, rule.minimumLeadMinutes, limit, contactEmails ?? null],
  );
  return rows.map((row) => row.id);
}

/**
 * A move chose a new time at `now`: the reminders start over for it (and the customer's "I'm
 * coming" was for the old time).
 */
export async function resetRemindersForMove(client: pg.PoolClient, id: number, now: Date) {
  await client.query(
    `UPDATE ${T} SET time_chosen_at = $2, day_reminder_sent_at = NULL, hour_reminder_sent_at = NULL, customer_confirmed_at = NULL WHERE id = $1`,
    [id, now.toISOString()],
  );
}

/** Records the customer's "I'm coming" at `now`, keeping the first answer. */
export async function recordCustomerConfirmation(client: pg.PoolClient, id: number, now: Date) {
  await client.query(`UPDATE ${T} SET customer_confirmed_at = COALESCE(customer_confirmed_at, $2) WHERE id = $1`, [id, now.toISOString()]);
}

/** Whether the customer already said they are coming. */
export async function customerHasConfirmed(client: pg.PoolClient, id: number): Promise<boolean> {
  const { rows } = await client.query<{ confirmed: boolean }>(`SELECT customer_confirmed_at IS NOT NULL AS confirmed FROM ${T} WHERE id = $1`, [id]);
  return rows[0]?.confirmed === true;
}
