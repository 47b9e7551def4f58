import {
  DATABASE_URL,
  databaseUrlForSchema,
  IS_PRODUCTION,
  positiveNumber,
  requireProductionSecret,
  serviceBasics,
  type ServiceBasics,
} from '@tire/service-kit';

/** This service's Postgres schema: its tables live nowhere else. */
export const DB_SCHEMA = 'accounts';

/** The platform's DATABASE_URL pointed at this service's schema (Prisma's `?schema=`). */
export const serviceDatabaseUrl = (databaseUrl: string = DATABASE_URL) => databaseUrlForSchema(databaseUrl, DB_SCHEMA);

export const MIGRATIONS_DIR = new URL('../prisma/migrations', import.meta.url).pathname;

export interface Limit {
  points: number;
  windowSeconds: number;
}

export interface RateLimits {
  /** Codes sent (login or signup) per e-mail address. */
  sendPerEmail: Limit;
  /** Codes sent per client IP. */
  sendPerIp: Limit;
  /**
   * Verification tries per e-mail address from one client address (each code also dies after its
   * own 5 wrong tries). Per client, so that a stranger's tries never use up the owner's.
   */
  verifyPerEmail: Limit;
  /** Verification tries per client IP. */
  verifyPerIp: Limit;
}

/**
 * The lockout after wrong codes, per e-mail and client address: `failures` wrong codes within
 * `windowSeconds` from one client stop that client's verification for that e-mail for the next
 * step of `stepsSeconds` (the last step repeats); the steps climb while lockouts follow each other
 * within `memorySeconds`, and a successful sign-in from that client starts again from the first.
 * Only a wrong code tried while a code is live counts. The owner is e-mailed when a lockout
 * starts, at most once per `noticeSeconds`.
 */
export interface LockoutPolicy {
  failures: number;
  windowSeconds: number;
  stepsSeconds: readonly number[];
  memorySeconds: number;
  noticeSeconds: number;
  slowdown: SlowdownPolicy;
}

/**
 * The ceiling per e-mail across all clients: past `failures` wrong codes within the lockout's
 * window, every client waits `waitSeconds` before each verification for that e-mail (a slowdown,
 * never a block: see sign-in-lockout.ts).
 */
export interface SlowdownPolicy {
  failures: number;
  waitSeconds: number;
}

export interface AccountsConfig extends ServiceBasics {
  /** Lower-cased e-mails whose users are administrators (read at every user read). */
  adminEmails: ReadonlySet<string>;
  /** Key of the HMAC under which login codes are stored. */
  loginCodeSecret: string;
  rateLimitPrefix: string;
  rateLimits: RateLimits;
  lockout: LockoutPolicy;
  /** SIGN_IN_PURGE_INTERVAL_MS: how often spent login codes and old sign-in records are deleted (1 h). */
  purgeIntervalMs: number;
}

/** Development only: a known value is fine where nothing real is protected. */
export const DEV_LOGIN_CODE_SECRET = 'dev-only-login-code-secret-change-me';

/** "60,300,900" → [60, 300, 900]; anything unusable gives the fallback. */
const seconds = (value: string | undefined, fallback: readonly number[]) => {
  const steps = (value ?? '')
    .split(',')
    .map((step) => Number(step.trim()))
    .filter((step) => Number.isInteger(step) && step > 0);
  return steps.length > 0 ? steps : fallback;
};

export const parseAdminEmails = (value: string | undefined): ReadonlySet<string> =>
  new Set(
    (value ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );

/**
 * Everything the service reads from the environment. In production a missing, short or
 * placeholder LOGIN_CODE_SECRET stops the service: codes stored under a guessable key could be brute-forced
 * offline from a database dump.
 */
export function loadAccountsConfig(env: NodeJS.ProcessEnv = process.env, production = IS_PRODUCTION): AccountsConfig {
  const secret = requireProductionSecret('LOGIN_CODE_SECRET', env.LOGIN_CODE_SECRET, production);
  return {
    ...serviceBasics(env, DB_SCHEMA),
    adminEmails: parseAdminEmails(env.ADMIN_EMAILS),
    loginCodeSecret: secret || DEV_LOGIN_CODE_SECRET,
    rateLimitPrefix: env.RATE_LIMIT_PREFIX || 'accounts:rl',
    rateLimits: {
      sendPerEmail: { points: positiveNumber(env.SEND_CODE_LIMIT_PER_EMAIL, 5), windowSeconds: 15 * 60 },
      sendPerIp: { points: positiveNumber(env.SEND_CODE_LIMIT_PER_IP, 30), windowSeconds: 15 * 60 },
      verifyPerEmail: { points: positiveNumber(env.VERIFY_CODE_LIMIT_PER_EMAIL, 20), windowSeconds: 15 * 60 },
      verifyPerIp: { points: positiveNumber(env.VERIFY_CODE_LIMIT_PER_IP, 60), windowSeconds: 15 * 60 },
    },
    lockout: {
      failures: positiveNumber(env.SIGN_IN_LOCKOUT_FAILURES, 10),
      windowSeconds: positiveNumber(env.SIGN_IN_LOCKOUT_WINDOW_SECONDS, 15 * 60),
      // 1 min, then 5, then 15 (and 15 again while the guessing goes on).
      stepsSeconds: seconds(env.SIGN_IN_LOCKOUT_SECONDS, [60, 300, 900]),
      memorySeconds: 24 * 3600,
      noticeSeconds: 3600,
      slowdown: {
        failures: positiveNumber(env.SIGN_IN_SLOWDOWN_FAILURES, 50),
        waitSeconds: positiveNumber(env.SIGN_IN_SLOWDOWN_SECONDS, 10),
      },
    },
    purgeIntervalMs: positiveNumber(env.SIGN_IN_PURGE_INTERVAL_MS, 3_600_000),
  };
}
