import { helsinkiTimeOf, REMINDER_KINDS, REMINDER_QUIET_HOURS, REMINDER_RULES, type ReminderKind } from '@tire/contracts';
import { inTransaction, startPeriodicTask, type Logger } from '@tire/service-kit';
import type pg from 'pg';
import { mintManageLink } from '../data-access/manage-links.js';
import { writeEvent } from '../data-access/outbox.js';
import { claimDueReminders, customerHasConfirmed } from '../data-access/reminder-claims.js';
import type { ScopedTestClock } from '../data-access/reminder-test-clock.js';
import { contactEmailOf, lockReservation } from '../data-access/status-changes.js';
import { appointmentFacts } from './appointment-facts.js';

/** How many reminders one transaction claims and writes. */
const BATCH = 50;

export interface ReminderDeps {
  pool: pg.Pool;
  now: () => Date;
  logger: Logger;
  /** REMINDER_TWO_HOURS_BEFORE: the second reminder is sent too. */
  twoHoursBefore: boolean;
  /** The browser tests' scoped clock (RESERVATIONS_TEST_CLOCK_FILE), read at every run; absent elsewhere. */
  testClock?: () => Promise<ScopedTestClock | undefined>;
}

/** Whether `now` is in the quiet hours (21:00–08:00 Helsinki time), when no reminder is sent. */
export function isQuietHour(now: Date): boolean {
  const time = helsinkiTimeOf(now);
  return time >= REMINDER_QUIET_HOURS.from || time < REMINDER_QUIET_HOURS.until;
}

/** The kinds this service sends: the two-hour one only when switched on (REMINDER_TWO_HOURS_BEFORE). */
const kindsOf = (twoHoursBefore: boolean) => REMINDER_KINDS.filter((kind) => twoHoursBefore || kind !== 'two_hours');

/**
 * Claims one batch of due reminders of a kind and writes their e-mails, in one transaction: the
 * claim (the booking's mark) and the outbox event commit together, so a reminder is neither lost
 * nor sent twice, whichever instance claims it. Each e-mail gets a manage link of its own (the
 * "I'm coming" link is the same token); a booking without an address is marked and gets none.
 */
async function remindBatch(pool: pg.Pool, kind: ReminderKind, now: Date, contactEmails?: readonly string[]): Promise<number[]> {
  return inTransaction(pool, async (client) => {
    const ids = await claimDueReminders(client, { kind, rule: REMINDER_RULES[kind], now, limit: BATCH, contactEmails });
    for (const id of ids) {
      const booking = await lockReservation(client, id);
      if (!booking) continue;
      const email = await contactEmailOf(client, booking);
      if (!email) continue;
      await writeEvent(client, 'reservation.reminder', {
        ...appointmentFacts(booking, email),
        kind,
        additionalServices: booking.additionalServices,
        alreadyConfirmed: await customerHasConfirmed(client, id),
        manageToken: await mintManageLink(client, id, 'reminder'),
      });
    }
    return ids;
  });
}

/**
 * Sends every reminder due at `now` (none in the quiet hours; REMINDER_RULES say when each kind is
 * due), optionally only for some contact e-mails; returns the reminded bookings' ids.
 */
export async function sendDueReminders(
  deps: Pick<ReminderDeps, 'pool' | 'twoHoursBefore'>,
  { now, contactEmails }: { now: Date; contactEmails?: readonly string[] },
): Promise<number[]> {
  if (isQuietHour(now)) return [];
  const reminded: number[] = [];
  for (const kind of kindsOf(deps.twoHoursBefore)) {
    for (;;) {
      const ids = await remindBatch(deps.pool, kind, now, contactEmails);
      reminded.push(...ids);
      if (ids.length < BATCH) break;
    }
  }
  return reminded;
}

/**
 * One run of the loop: the reminders due now, then (browser tests only) those due at the test
 * clock's time for the bookings it names, so moving that clock touches no other booking.
 */
export async function runReminders(deps: ReminderDeps): Promise<number[]> {
  const reminded = await sendDueReminders(deps, { now: deps.now() });
  const scoped = await deps.testClock?.();
  if (scoped) reminded.push(...(await sendDueReminders(deps, { now: new Date(deps.now().getTime() + scoped.offsetMs), contactEmails: scoped.contactEmails })));
  if (reminded.length) deps.logger.info({ reservationIds: reminded }, 'booking reminders written');
  return reminded;
}

/** Runs the reminders every intervalMs (REMINDER_INTERVAL_MS) in the background. */
export const startReminderLoop = (deps: ReminderDeps, intervalMs: number) =>
  startPeriodicTask('booking reminders', () => runReminders(deps), { intervalMs, logger: deps.logger });
