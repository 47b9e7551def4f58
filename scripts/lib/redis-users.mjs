// Redis ACL users: one per part, each allowed only the keys, channels and commands it uses, so that
// a service's credentials can neither read nor write the BFF's sessions (whoever writes a session
// key is whoever it says, an administrator included), nor another part's rate limits or queues.
// `npm start` and the browser tests set them up on the local Redis (ensure-infra.mjs); the scale
// test with its own prefixes; docker-compose.yml writes the same rules into its ACL file and
// deploy/k8s/README.md gives them to ops (scripts/test/redis-users.test.ts keeps all three equal).
//
// What each part does in Redis (the defaults of the settings named; tests may set others):
//   bff            sessions (SESSION_PREFIX, "bff:sess:"), rate limits (RATE_LIMIT_PREFIX, "bff:rl"),
//                  listens to the availability channel
//   reservations   adds e-mail jobs (BullMQ queue "notifications" under BULLMQ_PREFIX, "bull"),
//                  announces availability changes
//   catalogue      adds e-mail jobs
//   accounts       adds e-mail jobs, its sign-in limits and lockouts (RATE_LIMIT_PREFIX, "accounts:rl")
//   notifications  works the e-mail queue and keeps its dead letters ("notifications-dead")
//   payments       nothing: it has no Redis user at all
import { URL } from 'node:url';

/** The parts that use Redis (payments does not). */
export const REDIS_PARTS = ['bff', 'reservations', 'catalogue', 'accounts', 'notifications'];

/** packages/contracts/src/jobs/notifications.ts */
export const NOTIFICATIONS_QUEUE = 'notifications';
export const NOTIFICATIONS_DEAD_LETTER_QUEUE = 'notifications-dead';
/** packages/service-kit/src/availability-changes.ts */
export const AVAILABILITY_CHANGED_CHANNEL = 'tire:availability-changed';

/** The key prefixes the parts use unless their settings say otherwise (the test checks these against the code). */
export const DEFAULT_REDIS_PREFIXES = {
  /** SESSION_PREFIX (bff/src/session/session-config.ts) */
  sessions: 'bff:sess:',
  /** RATE_LIMIT_PREFIX of the BFF (bff/src/config.ts) */
  bffRateLimits: 'bff:rl',
  /** RATE_LIMIT_PREFIX of accounts (services/accounts/src/config.ts) */
  accountsRateLimits: 'accounts:rl',
  /** BULLMQ_PREFIX (packages/service-kit/src/config.ts) */
  queues: 'bull',
};

/** The prefixes a platform started with this environment uses (the same fallbacks as the parts' configs). */
export function redisPrefixes(env = {}) {
  return {
    sessions: env.SESSION_PREFIX ?? DEFAULT_REDIS_PREFIXES.sessions,
    bffRateLimits: env.RATE_LIMIT_PREFIX ?? DEFAULT_REDIS_PREFIXES.bffRateLimits,
    accountsRateLimits: env.RATE_LIMIT_PREFIX || DEFAULT_REDIS_PREFIXES.accountsRateLimits,
    queues: env.BULLMQ_PREFIX || DEFAULT_REDIS_PREFIXES.queues,
  };
}

/**
 * Commands every part may run: connection handling, data commands (each checked against the user's
 * key patterns, inside Lua scripts too), transactions and Lua scripts (BullMQ, rate-limiter-flexible),
 * and INFO (ioredis' ready check, BullMQ's version check). Not: anything in @dangerous (FLUSHDB,
 * KEYS, CONFIG, ACL, MONITOR, CLIENT LIST/KILL, DEBUG, ...), SCAN and RANDOMKEY (key names of other
 * parts, session ids among them, are not checked by key patterns), client-side caching, Redis
 * functions, SCRIPT FLUSH/KILL/DEBUG, and pub/sub unless the part's own rules add it.
 */
export const COMMAND_RULES = [
  '-@all',
  '+@connection',
  '+@read',
  '+@write',
  '+@transaction',
  '+eval',
  '+evalsha',
  '+eval_ro',
  '+evalsha_ro',
  '+script|load',
  '+script|exists',
  '-@dangerous',
  '-scan',
  '-randomkey',
  '-client|tracking',
  '-client|caching',
  '+info',
];

/** A key prefix as an ACL glob (the prefixes are plain words; glob characters are escaped anyway). */
const glob = (prefix) => prefix.replace(/[*?[\]\\]/g, '\\$&');

/**
 * The ACL rules of one part's user after `reset` (key patterns, channels, commands), without `on`
 * and its password. `channel` is the availability channel (a test gives its own: pub/sub channels
 * are the same in every Redis database).
 */
export function redisAclRules(part, prefixes = DEFAULT_REDIS_PREFIXES, { channel = AVAILABILITY_CHANGED_CHANNEL } = {}) {
  const queue = (name) => `~${glob(`${prefixes.queues}:${name}:`)}*`;
  const availability = `&${glob(channel)}`;
  const rules = {
    bff: [`~${glob(prefixes.sessions)}*`, `~${glob(`${prefixes.bffRateLimits}:`)}*`, availability, ...COMMAND_RULES, '+subscribe', '+unsubscribe'],
    reservations: [queue(NOTIFICATIONS_QUEUE), availability, ...COMMAND_RULES, '+publish'],
    catalogue: [queue(NOTIFICATIONS_QUEUE), ...COMMAND_RULES],
    accounts: [queue(NOTIFICATIONS_QUEUE), `~${glob(`${prefixes.accountsRateLimits}:`)}*`, ...COMMAND_RULES],
    notifications: [queue(NOTIFICATIONS_QUEUE), queue(NOTIFICATIONS_DEAD_LETTER_QUEUE), ...COMMAND_RULES],
  }[part];
  if (!rules) throw new Error(`${part} has no Redis user (the parts with one: ${REDIS_PARTS.join(', ')})`);
  return ['resetkeys', 'resetchannels', ...rules];
}

/** A user name per platform and part: `tire_bff` for `npm start`, `tire_e2e_bff` for the browser tests. */
export const redisUserName = (namespace, part) => `${namespace}_${part}`;

/** REDIS_URL of a part: the platform's Redis (host, port, database) as that part's user. */
export function redisUrlAs(redisUrl, user, password) {
  const url = new URL(redisUrl);
  url.username = encodeURIComponent(user);
  url.password = encodeURIComponent(password);
  return url.toString();
}

/**
 * Creates or resets every part's user on the Redis `redis` (an ioredis client allowed to run ACL
 * SETUSER): `reset` first, so a user has exactly these rules and this one password whatever it had.
 * `users` maps a part to `{ name, password }`.
 */
export async function ensureRedisUsers(redis, users, prefixes = DEFAULT_REDIS_PREFIXES, options = {}) {
  for (const [part, { name, password }] of Object.entries(users)) {
    await redis.call('ACL', 'SETUSER', name, 'reset', 'on', `>${password}`, ...redisAclRules(part, prefixes, options));
  }
}
