import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATABASE_URL, databaseUrlForSchema, PORTS, REDIS_URL, requireProductionSecret, SERVICE_URLS, serviceKeys } from '@tire/service-kit';
import { DEFAULT_JUDGE_RULES, type JudgeRules } from './registry/canary-judge.js';
import { REGISTRY_SCHEMA } from './registry/migrate.js';
import type { TeamTokenDigests } from './registry/team-tokens.js';
import { loadSessionConfig, type SessionConfig } from './session/session-config.js';
import { loadOidcSettings, type OidcSettings } from './oidc/oidc-settings.js';

export type ServiceName = keyof typeof SERVICE_URLS;
export const SERVICE_NAMES = Object.keys(SERVICE_URLS) as ServiceName[];

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RateLimit {
  /** Requests allowed per window and client IP. */
  points: number;
  windowSeconds: number;
}

export interface BffConfig {
  /** NODE_ENV=production: HSTS, the __Host- cookie and the refusal of unsafe settings. */
  production: boolean;
  port: number;
  /** The shell's production build (index.html, remoteEntry.js, hashed assets). */
  shellDist: string;
  /** The remotes registry's database (DATABASE_URL as the BFF's role, schema "registry"). */
  registryDatabaseUrl: string;
  /** REMOTE_ORIGINS: the only origins remotes load from (the CSP's and the registry's allow-list). */
  remoteOrigins: string[];
  /** REGISTRY_TEAM_TOKENS: each team's token digest; without any, registry writes are refused. */
  registryTeamTokens: TeamTokenDigests;
  /** The canary judge: how often it runs and by which rules (CANARY_* settings). */
  canaryJudgeIntervalMs: number;
  canaryRules: JudgeRules;
  serviceUrls: Record<ServiceName, string>;
  redisUrl: string;
  /** Origins besides the BFF's own that may send unsafe /api requests. */
  allowedOrigins: string[];
  /** Express `trust proxy`: which hops may set X-Forwarded-* (client IP for rate limits, protocol for Origin checks). */
  trustProxy: boolean | number | string;
  /** A service that has not answered (or gone idle mid-answer) for this long gives 504. */
  proxyTimeoutMs: number;
  /** How long a slot availability answer may be served from memory (0: no cache); changes empty it at once. */
  availabilityCacheTtlMs: number;
  /** The availability cache's memory bound (least recently used answers go first). */
  availabilityCacheMaxBytes: number;
  /**
   * The bearer token of GET /metrics (METRICS_TOKEN): the BFF's port faces the internet, so
   * production refuses to start without one; unset elsewhere, /metrics is open.
   */
  metricsToken: string | undefined;
  /** How long /health/ready waits for each service. */
  healthTimeoutMs: number;
  /** Per-client limits by name (see api-routes.ts's RateLimitName); each can be set by env. */
  rateLimits: Record<'track' | 'booking' | 'payment' | 'contact' | 'order' | 'availability' | 'beacon' | 'myData', RateLimit>;
  /** Prefix of the rate-limit keys in Redis (tests use their own). */
  rateLimitKeyPrefix: string;
  /** Google sign-in (OIDC_* variables); null when not configured: /api/login then leads to /login. */
  oidc: OidcSettings | null;
  /** Cookie session (SESSION_SECRET, ...): see bff/src/session/session-config.ts. */
  session: SessionConfig;
}

const number = (value: string | undefined, fallback: number) => {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};

/** Where `npm start`'s four remotes are served (their static origins), the allow-list outside production by default. */
const LOCAL_REMOTE_ORIGINS = [3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`);

/**
 * REMOTE_ORIGINS, comma-separated: production must list them, each https; elsewhere the local
 * remotes' origins by default. The CSP and the registry's writes both follow this list.
 */
function remoteOrigins(env: NodeJS.ProcessEnv): string[] {
  const listed = (env.REMOTE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const production = env.NODE_ENV === 'production';
  if (!listed.length && production) throw new Error("REMOTE_ORIGINS must list the remotes' origins in production");
  const insecure = listed.filter((origin) => !origin.startsWith('https://'));
  if (production && insecure.length) throw new Error(`REMOTE_ORIGINS must be https in production: ${insecure.join(', ')}`);
  return listed.length ? listed : LOCAL_REMOTE_ORIGINS;
}

function teamTokens(text: string | undefined): TeamTokenDigests {
  if (!text) return {};
  const parsed = JSON.parse(text) as unknown;
  const valid = parsed && typeof parsed === 'object' && Object.values(parsed).every((digest) => typeof digest === 'string' && /^[0-9a-f]{64}$/.test(digest));
  if (!valid) throw new Error('REGISTRY_TEAM_TOKENS must be {"<team>": "<sha256 hex of its token>"}');
  return parsed as TeamTokenDigests;
}

function trustProxy(value: string | undefined): BffConfig['trustProxy'] {
  if (value === undefined || value === '') return 'loopback';
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * Everything the BFF reads from the environment, in one place. Services' URLs use the same
 * variables as @tire/service-kit (RESERVATIONS_URL, ...), read from `env` so tests can pass theirs.
 */
export function loadBffConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const serviceUrls = Object.fromEntries(SERVICE_NAMES.map((name) => [name, env[`${name.toUpperCase()}_URL`] ?? SERVICE_URLS[name]])) as Record<
    ServiceName,
    string
  >;
  // Production refuses to start without the BFF's own key for the services' tokens (and every part's public key).
  serviceKeys(env, 'bff');
  return {
    production: env.NODE_ENV === 'production',
    port: number(env.BFF_PORT, PORTS.bff),
    shellDist: path.resolve(env.SHELL_DIST ?? path.join(REPO_ROOT, 'shell', 'dist')),
    registryDatabaseUrl: databaseUrlForSchema(env.DATABASE_URL ?? DATABASE_URL, REGISTRY_SCHEMA),
    remoteOrigins: remoteOrigins(env),
    registryTeamTokens: teamTokens(env.REGISTRY_TEAM_TOKENS),
    canaryJudgeIntervalMs: number(env.CANARY_JUDGE_INTERVAL_MS, 15_000),
    canaryRules: {
      minSample: number(env.CANARY_MIN_SAMPLE, DEFAULT_JUDGE_RULES.minSample),
      maxExtraFailureRate: number(env.CANARY_MAX_EXTRA_FAILURE_RATE, DEFAULT_JUDGE_RULES.maxExtraFailureRate),
      maxSlowdownFactor: number(env.CANARY_MAX_SLOWDOWN_FACTOR, DEFAULT_JUDGE_RULES.maxSlowdownFactor),
      maxSlowdownMs: number(env.CANARY_MAX_SLOWDOWN_MS, DEFAULT_JUDGE_RULES.maxSlowdownMs),
      windowMinutes: number(env.CANARY_WINDOW_MINUTES, DEFAULT_JUDGE_RULES.windowMinutes),
    },
    serviceUrls,
    redisUrl: env.REDIS_URL ?? REDIS_URL,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    trustProxy: trustProxy(env.TRUST_PROXY),
    proxyTimeoutMs: number(env.PROXY_TIMEOUT_MS, 10_000),
    availabilityCacheTtlMs: number(env.AVAILABILITY_CACHE_TTL_MS, 2_000),
    availabilityCacheMaxBytes: number(env.AVAILABILITY_CACHE_MAX_BYTES, 16 * 1024 * 1024),
    metricsToken: requireProductionSecret('METRICS_TOKEN', env.METRICS_TOKEN, env.NODE_ENV === 'production'),
    healthTimeoutMs: number(env.HEALTH_TIMEOUT_MS, 1_000),
    rateLimits: {
      // Tracking-code lookups and anything else answered per code (the payment of a booking).
      track: { points: number(env.TRACK_RATE_LIMIT, 30), windowSeconds: number(env.TRACK_RATE_LIMIT_WINDOW_S, 60) },
      // Each unpaid booking holds a bay for 30 minutes and mails whoever it names.
      booking: { points: number(env.BOOKING_RATE_LIMIT, 10), windowSeconds: number(env.BOOKING_RATE_LIMIT_WINDOW_S, 3600) },
      // Creating, confirming and verifying payments (each may call the payment provider).
      payment: { points: number(env.PAYMENT_RATE_LIMIT, 30), windowSeconds: number(env.PAYMENT_RATE_LIMIT_WINDOW_S, 60) },
      // Contact messages: mail to the business's inbox.
      contact: { points: number(env.CONTACT_RATE_LIMIT, 5), windowSeconds: number(env.CONTACT_RATE_LIMIT_WINDOW_S, 3600) },
      // Tire orders: each unpaid order holds stock for 30 minutes.
      order: { points: number(env.ORDER_RATE_LIMIT, 10), windowSeconds: number(env.ORDER_RATE_LIMIT_WINDOW_S, 3600) },
      // Availability answers the cache did not have: each is a computation over up to 62 days on
      // PostgreSQL. Generous (a customer browsing months and days asks a few dozen a minute).
      availability: { points: number(env.AVAILABILITY_RATE_LIMIT, 300), windowSeconds: number(env.AVAILABILITY_RATE_LIMIT_WINDOW_S, 60) },
      // The shell's reports of remote loads: one or two per page load; a flood must not fill the table.
      beacon: { points: number(env.BEACON_RATE_LIMIT, 120), windowSeconds: number(env.BEACON_RATE_LIMIT_WINDOW_S, 60) },
      // A customer's data download and erasure, per signed-in customer: each asks every service; a person needs a few an hour.
      myData: { points: number(env.MY_DATA_RATE_LIMIT, 10), windowSeconds: number(env.MY_DATA_RATE_LIMIT_WINDOW_S, 3600) },
    },
    rateLimitKeyPrefix: env.RATE_LIMIT_PREFIX ?? 'bff:rl',
    oidc: loadOidcSettings(env),
    session: loadSessionConfig(env),
  };
}
