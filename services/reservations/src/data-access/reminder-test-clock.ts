import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/**
 * The browser tests' clock of the reminder loop (RESERVATIONS_TEST_CLOCK_FILE, refused in
 * production): the running platform cannot be given a clock function, so a test writes this file
 * (e2e/support/reminder-clock.ts) and the loop reads it at every run. It is scoped: it moves time
 * only for the bookings of the named contact e-mails, so other browser tests running meanwhile
 * see no reminders they did not ask for. No file: nothing is moved.
 */
export interface ScopedTestClock {
  offsetMs: number;
  /** Lower-case contact e-mails whose bookings the moved clock applies to. */
  contactEmails: string[];
}

const clockFileSchema = z.object({
  offsetMs: z.number(),
  contactEmails: z.array(z.string().transform((email) => email.trim().toLowerCase())).min(1),
});

export const readTestClock = (file: string) => async (): Promise<ScopedTestClock | undefined> => {
  try {
    const parsed = clockFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    // No file (the clock was reset), or one being written: the loop runs on the real time only.
    return undefined;
  }
};
