import { z } from 'zod';
import type { Logger } from './logger.js';
import { SERVICE_NAMES, type ServiceName } from './service-keys.js';

/**
 * Settings: each service's config.ts is one zod schema of its environment, built from the blocks
 * below, and `loadSettings` reads it: every bad variable is refused at start-up, all of them in
 * one error (name, value, rule), never replaced by a default.
 */

/** Where every part of the platform listens unless <NAME>_PORT says otherwise (README: Settings). */
const DEFAULT_PORTS = {
  bff: 8080,
  reservations: 4001,
  catalogue: 4002,
  payments: 4003,
  accounts: 4004,
  notifications: 4005,
} as const satisfies Record<ServiceName, number>;

const DEFAULT_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/tire';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379/0';

/** A variable that is missing or blank is unset (compose writes an empty `${X:-}` as ""): its default applies. */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The value of a variable as given, trimmed; undefined when unset. */
const given = z.preprocess(blankAsUnset, z.string().trim().optional());

interface NumberRule {
  /** Whole numbers only (ports, pool sizes, counts). */
  integer?: boolean;
  /** Whether 0 is allowed ("send at once", "no cache"); never a negative. */
  zero?: boolean;
  max?: number;
}

const ruleText = ({ integer, zero, max }: NumberRule) =>
  `must be ${zero ? 'zero or a positive' : 'a positive'} ${integer ? 'whole number' : 'number'}${max ? ` up to ${max}` : ''}`;

/**
 * The one number rule of every setting: the whole value is a number ("30", " 0.5 ", "1e3"), within
 * its bounds, or the service refuses to start. "3O", "5 minutes", "0" and "-1" are refused, never
 * read as the default (a typo must not make an interval NaN or 0, or a hold last 30 minutes by luck).
 * Without a fallback, an unset variable is undefined.
 */
function numberSetting(fallback: number, rule?: NumberRule): z.ZodType<number, unknown>;
function numberSetting(fallback: undefined, rule?: NumberRule): z.ZodType<number | undefined, unknown>;
function numberSetting(fallback: number | undefined, rule: NumberRule = {}): z.ZodType<number | undefined, unknown> {
  return given.transform((text, ctx) => {
    if (text === undefined) return fallback;
    const value = Number(text);
    const fits =
      Number.isFinite(value) &&
      (rule.zero ? value >= 0 : value > 0) &&
      (!rule.integer || Number.isInteger(value)) &&
      (rule.max === undefined || value <= rule.max);
    if (fits) return value;
    ctx.addIssue({ code: 'custom', message: ruleText(rule), input: text });
    return z.NEVER;
  });
}

/** A positive number (intervals, minutes, days): the rule above. */
export const positiveNumber = (fallback: number) => numberSetting(fallback);
/** A positive whole number (counts, pool sizes, limits). */
export const positiveInteger = (fallback: number) => numberSetting(fallback, { integer: true });
/** Zero or a positive number, where 0 means "off" or "at once". */
export const zeroOrPositiveNumber = (fallback: number) => numberSetting(fallback, { zero: true });
/** A TCP port. */
export const portSetting = (fallback: number) => numberSetting(fallback, { integer: true, max: 65_535 });
/** A TCP port that may be left unset. */
export const optionalPort = () => numberSetting(undefined, { integer: true, max: 65_535 });

/** A text setting, trimmed, with its default. */
export const textSetting = (fallback: string) => given.transform((text) => text ?? fallback);
/** A text setting that may be left unset. */
export const optionalText = () => given;

/** One of a few words (case-insensitive), or its default. */
export function choiceSetting<const T extends string>(choices: readonly T[], fallback?: T) {
  return given.transform((text, ctx): T | undefined => {
    if (text === undefined) return fallback;
    const word = text.toLowerCase() as T;
    if (choices.includes(word)) return word;
    ctx.addIssue({ code: 'custom', message: `must be one of ${choices.join(', ')}`, input: text });
    return z.NEVER;
  });
}

/** A URL with one of the given protocols (its default when unset). */
export function urlSetting(fallback: string, protocols: readonly string[] = ['http:', 'https:']) {
  return given.transform((text, ctx) => {
    const value = text ?? fallback;
    if (URL.canParse(value) && protocols.includes(new URL(value).protocol)) return value;
    ctx.addIssue({ code: 'custom', message: `must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`, input: text });
    return z.NEVER;
  });
}

/** "1" or "true" (any case) is on; unset, "0" or "false" is off; anything else is refused. */
export const flagSetting = () =>
  given.transform((text, ctx) => {
    if (text === undefined || /^(0|false)$/i.test(text)) return false;
    if (/^(1|true)$/i.test(text)) return true;
    ctx.addIssue({ code: 'custom', message: 'must be 1 or 0', input: text });
    return z.NEVER;
  });

/**
 * Where a service listens and how it drains: <NAME>_PORT, HOST (loopback unless it says
 * otherwise: a container sets 0.0.0.0 and relies on the service token) and SHUTDOWN_DELAY_MS (how
 * long readiness fails before the listener closes, so load balancers see the pod leave first).
 */
export function serverSettings<N extends ServiceName>(service: N) {
  return {
    [portVariable(service)]: portSetting(DEFAULT_PORTS[service]),
    HOST: textSetting('127.0.0.1'),
    SHUTDOWN_DELAY_MS: zeroOrPositiveNumber(0),
    // Read by the production rules of the services' schemas.
    NODE_ENV: optionalText(),
  } as { [K in PortVariable<N>]: ReturnType<typeof portSetting> } & {
    HOST: ReturnType<typeof textSetting>;
    SHUTDOWN_DELAY_MS: ReturnType<typeof zeroOrPositiveNumber>;
    NODE_ENV: ReturnType<typeof optionalText>;
  };
}

type PortVariable<N extends string> = `${Uppercase<N>}_PORT`;
const portVariable = <N extends ServiceName>(service: N) => `${service.toUpperCase()}_PORT` as PortVariable<N>;

/** Where another part answers: <NAME>_URL, or the local address of its default port. */
export function serviceUrlSetting(service: ServiceName) {
  return urlSetting(`http://127.0.0.1:${DEFAULT_PORTS[service]}`);
}

/** The platform's DATABASE_URL pointed at the service's schema, and DB_POOL_SIZE: connections of this instance's pool. */
export function databaseSettings(schema: string, defaultPoolSize = 10) {
  return {
    DATABASE_URL: urlSetting(DEFAULT_DATABASE_URL, ['postgresql:', 'postgres:']).transform((url) => databaseUrlForSchema(url, schema)),
    DB_POOL_SIZE: positiveInteger(defaultPoolSize),
  };
}

/** REDIS_URL, and BULLMQ_PREFIX: must match between the producers and the notifications worker (tests use their own). */
export function redisSettings() {
  return {
    REDIS_URL: urlSetting(DEFAULT_REDIS_URL, ['redis:', 'rediss:']),
    BULLMQ_PREFIX: textSetting('bull'),
  };
}

/** What every service but payments reads the same way: serverSettings, databaseSettings and redisSettings. */
export function serviceSettings<N extends ServiceName>(service: N, schema: string) {
  return { ...serverSettings(service), ...databaseSettings(schema), ...redisSettings() };
}

/** A service's own Postgres schema, and where its migrations are, as every service's config exports them. */
export function serviceDatabase<S extends string>(schema: S, configModuleUrl: string) {
  return {
    schema,
    /** The platform's DATABASE_URL (or the given one) pointed at the schema (Prisma's `?schema=`). */
    serviceDatabaseUrl: (databaseUrl: string = DATABASE_URL) => databaseUrlForSchema(databaseUrl, schema),
    /** prisma/migrations beside the service's src/. */
    migrationsDir: new URL('../prisma/migrations', configModuleUrl).pathname,
  };
}

/** Where the service listens (serve() takes these). */
export interface ServerSettings {
  port: number;
  host: string;
  shutdownDelayMs: number;
}

/** What every service reads the same way: where it listens, its database (own schema), pool, Redis and queue prefix. */
export interface ServiceBasics {
  server: ServerSettings;
  /** DATABASE_URL pointed at the service's schema. */
  databaseUrl: string;
  /** DB_POOL_SIZE: connections of this instance's pool. */
  poolSize: number;
  redisUrl: string;
  /** BULLMQ_PREFIX: must match between the producers and the notifications worker (tests use their own). */
  queuePrefix: string;
}

type BasicsEnv = { HOST: string; SHUTDOWN_DELAY_MS: number; DATABASE_URL: string; DB_POOL_SIZE: number; REDIS_URL?: string; BULLMQ_PREFIX?: string };

/** The basics out of a parsed environment of serverSettings, databaseSettings and (but for payments) redisSettings. */
export function basicsOf(service: ServiceName, env: BasicsEnv & Record<string, unknown>): ServiceBasics {
  return {
    server: { port: env[portVariable(service)] as number, host: env.HOST, shutdownDelayMs: env.SHUTDOWN_DELAY_MS },
    databaseUrl: env.DATABASE_URL,
    poolSize: env.DB_POOL_SIZE,
    redisUrl: env.REDIS_URL ?? DEFAULT_REDIS_URL,
    queuePrefix: env.BULLMQ_PREFIX ?? 'bull',
  };
}

/** One refused setting: its name, the value as given (secrets hidden) and the rule it breaks. */
export interface SettingProblem {
  name: string;
  value: string | undefined;
  rule: string;
}

/** Start-up refused: every bad setting at once, one per line. */
export class ConfigError extends Error {
  constructor(
    readonly service: string,
    readonly problems: SettingProblem[],
  ) {
    super(
      `${service} refuses to start: ${problems.length === 1 ? 'a setting is' : `${problems.length} settings are`} not valid\n` +
        problems.map(({ name, value, rule }) => `  ${name}${value === undefined ? ' (unset)' : `="${value}"`}: ${rule}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/** Secrets never reach a log: their values are not shown, and a URL's password is masked. */
const SECRET_NAME = /SECRET|PASS|TOKEN|_KEY(S)?$/;
function shown(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value);
  if (SECRET_NAME.test(name)) return `<${text.length} characters hidden>`;
  if (URL.canParse(text)) {
    const url = new URL(text);
    if (url.password) {
      url.password = '***';
      return url.toString();
    }
  }
  return text;
}

/**
 * A service's settings from its environment: the schema's output, or a ConfigError that names every
 * variable refused (a production rule's refusal included), with its value and its rule.
 */
export function loadSettings<S extends z.ZodType>(service: string, schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '(settings)');
    return { name, value: shown(name, env[name]), rule: issue.message };
  });
  throw new ConfigError(service, problems);
}

/**
 * main.ts's first step: the settings, or a fatal log line listing every refused variable and the
 * exit (code 1) before anything connects.
 */
export function settingsOrExit<T>(logger: Logger, load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    logger.fatal({ problems: error.problems }, error.message);
    process.exit(1);
  }
}

/**
 * A rule that reads several settings (production's refusals): it reports each refusal under the
 * variable to set. It runs even when another variable is already refused, so one start-up lists
 * them all.
 */
export type CrossRule<T> = (env: T, refuse: (name: string, rule: string) => void) => void;

export function withRules<S extends z.ZodObject>(schema: S, ...rules: CrossRule<z.output<S>>[]) {
  return schema.superRefine(
    (env, ctx) => {
      for (const rule of rules) rule(env, (name, message) => ctx.addIssue({ code: 'custom', path: [name], message }));
    },
    { when: () => true },
  );
}

/** Whether the settings are production's (NODE_ENV=production). */
export const isProduction = (env: { NODE_ENV?: string }) => env.NODE_ENV === 'production';

// The platform-wide defaults below serve the BFF and the scripts; the services read theirs
// through their schema.
const env = process.env;

/** A port variable by the one rule, read when asked: a bad value stops the part that needs it, naming it. */
function portOf(service: ServiceName): number {
  const name = portVariable(service);
  return loadSettings('platform', z.object({ [name]: portSetting(DEFAULT_PORTS[service]) }), env)[name] as number;
}

/**
 * An object with one property per name, each read only when asked (a getter, enumerable as a plain
 * property): a bad variable then stops only the part that reads it, not every importer of this module.
 */
function readWhenAsked<K extends string, V>(names: readonly K[], read: (name: K) => V): Readonly<Record<K, V>> {
  const object = {} as Record<K, V>;
  for (const name of names) Object.defineProperty(object, name, { get: () => read(name), enumerable: true });
  return object;
}

/** Where each part listens (<NAME>_PORT, or its default), read when asked. */
export const PORTS = readWhenAsked(SERVICE_NAMES, portOf);

const urlOf = (service: Exclude<ServiceName, 'bff'>) => env[`${service.toUpperCase()}_URL`] ?? `http://127.0.0.1:${PORTS[service]}`;

/** Where each service answers (<NAME>_URL, or the local address of its port), read when asked. */
export const SERVICE_URLS = readWhenAsked(
  SERVICE_NAMES.filter((name): name is Exclude<ServiceName, 'bff'> => name !== 'bff'),
  urlOf,
);

/** One database; each service keeps its tables in a Postgres schema of its own. */
export const DATABASE_URL = env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
export const REDIS_URL = env.REDIS_URL ?? DEFAULT_REDIS_URL;
export const IS_PRODUCTION = env.NODE_ENV === 'production';

/**
 * The basics alone (database, pool, Redis, queue prefix) by the same rules, for scripts and
 * tests that compare their settings with a service's.
 */
export function serviceBasics(environment: NodeJS.ProcessEnv, schema: string, defaultPoolSize = 10) {
  const parsed = loadSettings('service', z.object({ ...databaseSettings(schema, defaultPoolSize), ...redisSettings() }), environment);
  return { databaseUrl: parsed.DATABASE_URL, poolSize: parsed.DB_POOL_SIZE, redisUrl: parsed.REDIS_URL, queuePrefix: parsed.BULLMQ_PREFIX };
}

/** Headers by which the BFF tells a service who is calling; services never see cookies. */
export const IDENTITY_HEADERS = {
  userId: 'x-user-id',
  userEmail: 'x-user-email',
  isAdmin: 'x-user-admin',
  language: 'x-user-language',
  requestId: 'x-request-id',
} as const;

/**
 * A database URL in Prisma's form for one service's Postgres schema (`?schema=`): the migration
 * runner and `prisma migrate deploy` read it.
 */
export function databaseUrlForSchema(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('schema', schema);
  return url.toString();
}

/** The same URL for `pg`, which does not know Prisma's `schema` parameter. */
export function pgConnectionString(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.delete('schema');
  return url.toString();
}
