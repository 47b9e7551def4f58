import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '@tire/service-kit';
import { describe, expect, it } from 'vitest';
import { loadReservationsConfig } from '../src/config.js';

const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadReservationsConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
  }
  throw new Error('the settings were accepted');
};

describe("the reservations service's settings", () => {
  it('reads the booking rules from the environment, with their defaults', () => {
    expect(loadReservationsConfig({}).booking).toEqual({ holdMinutes: 30, heldEmailDelaySeconds: 60, maxUnpaidHolds: 3, horizonDays: 90 });
    expect(loadReservationsConfig({ RESERVATION_HOLD_MINUTES: '15', HELD_EMAIL_DELAY_SECONDS: '0', RESERVATIONS_PORT: '14001' })).toMatchObject({
      booking: { holdMinutes: 15, heldEmailDelaySeconds: 0 },
      server: { port: 14001 },
    });
  });

  it('refuses RESERVATION_HOLD_MINUTES=3O, naming it, instead of holding for the default 30 minutes', () => {
    const error = problemsOf({ RESERVATION_HOLD_MINUTES: '3O' });
    expect(error.problems).toEqual([{ name: 'RESERVATION_HOLD_MINUTES', value: '3O', rule: 'must be a positive number' }]);
    expect(error.message).toContain('RESERVATION_HOLD_MINUTES="3O": must be a positive number');
  });

  it("reads the reminder settings (the two-hour reminder off by default), and refuses the browser tests' clock in production", () => {
    expect(loadReservationsConfig({}).reminders).toEqual({ twoHoursBefore: false, intervalMs: 60_000, testClockFile: undefined });
    expect(loadReservationsConfig({ REMINDER_TWO_HOURS_BEFORE: '1', RESERVATIONS_TEST_CLOCK_FILE: '/tmp/clock.json' }).reminders).toMatchObject({
      twoHoursBefore: true,
      testClockFile: '/tmp/clock.json',
    });
    const error = problemsOf({ NODE_ENV: 'production', RESERVATIONS_TEST_CLOCK_FILE: '/tmp/clock.json' });
    expect(error.problems.map((problem) => problem.name)).toContain('RESERVATIONS_TEST_CLOCK_FILE');
  });

  it('names every bad variable at once', () => {
    const error = problemsOf({ RESERVATION_HOLD_MINUTES: '3O', MAX_UNPAID_HOLDS: 'three', RESERVATIONS_PORT: '99999', PAYMENTS_URL: 'payments:4003' });
    expect(error.problems.map((problem) => problem.name).sort()).toEqual(['MAX_UNPAID_HOLDS', 'PAYMENTS_URL', 'RESERVATIONS_PORT', 'RESERVATION_HOLD_MINUTES']);
  });

  it('stops the service at start-up, before anything connects, with a log line naming them', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, LOG_LEVEL: 'info', RESERVATION_HOLD_MINUTES: '3O', DB_POOL_SIZE: 'ten' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stdout).toContain('RESERVATION_HOLD_MINUTES=\\"3O\\": must be a positive number');
    expect(started.stdout).toContain('DB_POOL_SIZE=\\"ten\\": must be a positive whole number');
    expect(started.stdout).not.toContain('listening');
  });
});
