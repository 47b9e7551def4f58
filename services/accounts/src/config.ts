import {
  basicsOf,
  isProduction,
  loadSettings,
  optionalText,
  positiveInteger,
  positiveNumber,
  requireProductionSecret,
  serviceDatabase,
  serviceSettings,
  textSetting,
  withRules,
  type ServiceBasics,
} from '@tire/service-kit';
import { z } from 'zod';

/**
 * This service's Postgres schema (its tables live nowhere else), the platform's DATABASE_URL
 * pointed at it, and where its migrations are.
 */
export const { schema: DB_SCHEMA, serviceDatabaseUrl, migrationsDir: MIGRATIONS_DIR } = serviceDatabase('accounts', import.meta.url);

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

export const parseAdminEmails = (value: string | undefined): ReadonlySet<string> =>
  new Set(
    (value ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );

/** "60,300,900": seconds, each a positive whole number (the last step repeats). */
const secondsList = (fallback: readonly number[]) =>
  optionalText().transform((text, ctx) => {
    if (text === undefined) return fallback;
    const steps = text.split(',').map((step) => Number(step.trim()));
    if (steps.every((step) => Number.isInteger(step) && step > 0)) return steps;
    ctx.addIssue({ code: 'custom', message: 'must be positive whole numbers of seconds separated by commas (e.g. 60,300,900)', input: text });
    return z.NEVER;
  });

/**
 * In production a missing, short or placeholder LOGIN_CODE_SECRET stops the service: codes stored
 * under a guessable key could be brute-forced offline from a database dump.
 */
const loginCodeSecretRule = (env: { NODE_ENV?: string; LOGIN_CODE_SECRET?: string }, refuse: (name: string, rule: string) => void) => {
  try {
    requireProductionSecret('LOGIN_CODE_SECRET', env.LOGIN_CODE_SECRET, isProduction(env));
  } catch (error) {
    refuse('LOGIN_CODE_SECRET', (error as Error).message);
  }
};

/** Every variable the service reads (README: Settings), each with its rule and default. */
const accountsEnvironment = withRules(
  z.object({
    ...serviceSettings('accounts', DB_SCHEMA),
    ADMIN_EMAILS: optionalText(),
    LOGIN_CODE_SECRET: optionalText(),
    RATE_LIMIT_PREFIX: textSetting('accounts:rl'),
    SEND_CODE_LIMIT_PER_EMAIL: positiveInteger(5),
    SEND_CODE_LIMIT_PER_IP: positiveInteger(30),
    VERIFY_CODE_LIMIT_PER_EMAIL: positiveInteger(20),
    VERIFY_CODE_LIMIT_PER_IP: positiveInteger(60),
    SIGN_IN_LOCKOUT_FAILURES: positiveInteger(10),
    SIGN_IN_LOCKOUT_WINDOW_SECONDS: positiveNumber(15 * 60),
    // 1 min, then 5, then 15 (and 15 again while the guessing goes on).
    SIGN_IN_LOCKOUT_SECONDS: secondsList([60, 300, 900]),
    SIGN_IN_SLOWDOWN_FAILURES: positiveInteger(50),
    SIGN_IN_SLOWDOWN_SECONDS: positiveNumber(10),
    SIGN_IN_PURGE_INTERVAL_MS: positiveNumber(3_600_000),
  }),
  loginCodeSecretRule,
).transform((env): AccountsConfig => ({
  ...basicsOf('accounts', env),
  adminEmails: parseAdminEmails(env.ADMIN_EMAILS),
  loginCodeSecret: env.LOGIN_CODE_SECRET || DEV_LOGIN_CODE_SECRET,
  rateLimitPrefix: env.RATE_LIMIT_PREFIX,
  rateLimits: {
    sendPerEmail: { points: env.SEND_CODE_LIMIT_PER_EMAIL, windowSeconds: 15 * 60 },
    sendPerIp: { points: env.SEND_CODE_LIMIT_PER_IP, windowSeconds: 15 * 60 },
    verifyPerEmail: { points: env.VERIFY_CODE_LIMIT_PER_EMAIL, windowSeconds: 15 * 60 },
    verifyPerIp: { points: env.VERIFY_CODE_LIMIT_PER_IP, windowSeconds: 15 * 60 },
  },
  lockout: {
    failures: env.SIGN_IN_LOCKOUT_FAILURES,
    windowSeconds: env.SIGN_IN_LOCKOUT_WINDOW_SECONDS,
    stepsSeconds: env.SIGN_IN_LOCKOUT_SECONDS,
    memorySeconds: 24 * 3600,
    noticeSeconds: 3600,
    slowdown: { failures: env.SIGN_IN_SLOWDOWN_FAILURES, waitSeconds: env.SIGN_IN_SLOWDOWN_SECONDS },
  },
  purgeIntervalMs: env.SIGN_IN_PURGE_INTERVAL_MS,
}));

/**
 * The service's settings; throws naming every bad variable (a production LOGIN_CODE_SECRET that is
 * missing, short or a placeholder included). `production` overrides what NODE_ENV says.
 */
export function loadAccountsConfig(env: NodeJS.ProcessEnv = process.env, production = isProduction(env)): AccountsConfig {
  return loadSettings('accounts', accountsEnvironment, { ...env, NODE_ENV: production ? 'production' : isProduction(env) ? 'development' : env.NODE_ENV });
}
