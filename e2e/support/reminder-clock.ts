import fs from 'node:fs';
import path from 'node:path';
import { REMINDER_TEST_CLOCK_FILE } from '../../scripts/lib/platform.mjs';

/**
 * The reminder loop's clock on the e2e platform (RESERVATIONS_TEST_CLOCK_FILE, read by every
 * reservations instance at each run of the loop). Moving it drives time for the bookings of the
 * named contact e-mails only: the loop keeps running on the real time for everyone else, so the
 * other browser tests running meanwhile get no reminder they did not ask for, and nothing else in
 * the platform (bookings, holds, payments) sees the moved time.
 */
export function setReminderClock(at: Date, contactEmails: string[]) {
  const temporary = `${REMINDER_TEST_CLOCK_FILE}.${process.pid}`;
  fs.mkdirSync(path.dirname(REMINDER_TEST_CLOCK_FILE), { recursive: true });
  fs.writeFileSync(temporary, JSON.stringify({ offsetMs: at.getTime() - Date.now(), contactEmails }));
  // Renamed into place: a loop never reads a half-written file.
  fs.renameSync(temporary, REMINDER_TEST_CLOCK_FILE);
}

/** Back to the real time for every booking. */
export function resetReminderClock() {
  fs.rmSync(REMINDER_TEST_CLOCK_FILE, { force: true });
}
