import { NOTIFICATIONS_DEAD_LETTER_QUEUE as DEAD_LETTER_QUEUE, NOTIFICATIONS_QUEUE as QUEUE } from '@tire/contracts';
import { AVAILABILITY_CHANGED_CHANNEL as CHANNEL, serviceBasics } from '@tire/service-kit';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBffConfig } from '../../bff/src/config.js';
import { loadAccountsConfig } from '../../services/accounts/src/config.js';
import {
  AVAILABILITY_CHANGED_CHANNEL,
  COMMAND_RULES,
  DEFAULT_REDIS_PREFIXES,
  ensureRedisUsers,
  NOTIFICATIONS_DEAD_LETTER_QUEUE,
  NOTIFICATIONS_QUEUE,
  REDIS_PARTS,
  redisAclRules,
  redisPrefixes,
  redisUrlAs,
} from '../lib/redis-users.mjs';
import { ROOT } from '../lib/run.mjs';

/**
 * The Redis users of scripts/lib/redis-users.mjs on the local Redis: scratch users with this run's
 * own key prefixes, in a database no other test uses, deleted afterwards. The BFF's sessions are
 * out of every service's reach; each part can still do its own work.
 */
const BASE = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const RUN = `scratch-${process.pid}`;
const PREFIXES = { sessions: `${RUN}:sess:`, bffRateLimits: `${RUN}:bff-rl`, accountsRateLimits: `${RUN}:accounts-rl`, queues: `${RUN}-bull` };
const SESSION = `${PREFIXES.sessions}victim-session-id`;
/** Pub/sub channels are shared by every Redis database: this run's own, not a running platform's. */
const TEST_CHANNEL = `${RUN}:availability-changed`;
const users = Object.fromEntries(REDIS_PARTS.map((part) => [part, { name: `scratch${process.pid}_${part}`, password: `${part}-${RUN}-password` }]));
const SERVICES = REDIS_PARTS.filter((part) => part !== 'bff');

let admin: Redis;
const clients: Redis[] = [];
const as = (part: string) => {
  const client = new Redis(redisUrlAs(BASE, users[part]!.name, users[part]!.password), { maxRetriesPerRequest: null });
  clients.push(client);
  return client;
};
const outcome = (command: Promise<unknown>) =>
  command.then(
    () => 'allowed',
    (error: Error) => (/NOPERM|can't access/.test(error.message) ? 'refused' : error.message),
  );

beforeAll(async () => {
  admin = new Redis(BASE);
  await ensureRedisUsers(admin, users, PREFIXES, { channel: TEST_CHANNEL });
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  const leftovers = await admin.keys(`${RUN}*`);
  if (leftovers.length) await admin.del(...leftovers);
  for (const { name } of Object.values(users)) await admin.call('ACL', 'DELUSER', name);
  admin.disconnect();
});

describe('Redis users per part (scripts/lib/redis-users.mjs)', () => {
  it("keeps the BFF's sessions out of every service's reach: no read, write, delete, script, copy, listing or flush", async () => {
    const bff = as('bff');
    await bff.set(SESSION, JSON.stringify({ userId: 1, isAdmin: true }), 'EX', 60);
    expect(await bff.get(SESSION)).toContain('isAdmin');
    for (const service of SERVICES) {
      const redis = as(service);
      const attempts = {
        get: outcome(redis.get(SESSION)),
        set: outcome(redis.set(SESSION, JSON.stringify({ userId: 2, isAdmin: true }))),
        setOther: outcome(redis.set(`${PREFIXES.sessions}forged`, '{"isAdmin":true}')),
        del: outcome(redis.del(SESSION)),
        exists: outcome(redis.exists(SESSION)),
        expire: outcome(redis.expire(SESSION, 1)),
        script: outcome(redis.eval("return redis.call('GET', KEYS[1])", 1, SESSION)),
        undeclaredScript: outcome(redis.eval(`return redis.call('GET', '${SESSION}')`, 0)),
        copy: outcome(redis.call('COPY', `${PREFIXES.queues}:${QUEUE}:x`, SESSION)),
        rename: outcome(redis.call('RENAME', `${PREFIXES.queues}:${QUEUE}:x`, SESSION)),
        scan: outcome(redis.scan('0', 'MATCH', `${PREFIXES.sessions}*`)),
        keys: outcome(redis.keys(`${PREFIXES.sessions}*`)),
        randomkey: outcome(redis.randomkey()),
        flushdb: outcome(redis.flushdb()),
        monitor: outcome(redis.call('MONITOR')),
        clientList: outcome(redis.call('CLIENT', 'LIST')),
        tracking: outcome(redis.call('CLIENT', 'TRACKING', 'ON', 'BCAST', 'PREFIX', PREFIXES.sessions)),
        acl: outcome(redis.call('ACL', 'SETUSER', users[service]!.name, '~*')),
        config: outcome(redis.call('CONFIG', 'SET', 'appendonly', 'no')),
      };
      const results = Object.fromEntries(await Promise.all(Object.entries(attempts).map(async ([name, attempt]) => [name, await attempt])));
      expect(new Set(Object.values(results)), `${service}: ${JSON.stringify(results)}`).toEqual(new Set(['refused']));
    }
    expect(await bff.get(SESSION)).toContain('"userId":1');
  });

  it("keeps the BFF's rate limits, accounts' sign-in limits and the dead letters to their own part", async () => {
    for (const service of SERVICES) expect(await outcome(as(service).incr(`${PREFIXES.bffRateLimits}:booking:1.2.3.4`)), service).toBe('refused');
    for (const part of ['bff', 'reservations', 'catalogue', 'notifications']) {
      expect(await outcome(as(part).incr(`${PREFIXES.accountsRateLimits}:verify:a@example.fi`)), part).toBe('refused');
    }
    for (const part of ['bff', 'reservations', 'catalogue', 'accounts']) {
      expect(await outcome(as(part).hgetall(`${PREFIXES.queues}:${DEAD_LETTER_QUEUE}:1`)), part).toBe('refused');
    }
    expect(await outcome(as('bff').get(`${PREFIXES.queues}:${QUEUE}:1`))).toBe('refused');
    expect(await outcome(as('bff').incr(`${PREFIXES.bffRateLimits}:booking:1.2.3.4`))).toBe('allowed');
    expect(await outcome(as('accounts').incr(`${PREFIXES.accountsRateLimits}:verify:a@example.fi`))).toBe('allowed');
  });

  it('lets only reservations announce availability changes, and only the BFF listen to them', async () => {
    const listener = as('bff');
    await listener.subscribe(TEST_CHANNEL);
    const heard = new Promise<string>((resolve) => listener.once('message', (_channel, message) => resolve(message)));
    expect(await as('reservations').publish(TEST_CHANNEL, 'changed')).toBe(1);
    expect(await heard).toBe('changed');
    for (const part of ['bff', 'catalogue', 'accounts', 'notifications']) expect(await outcome(as(part).publish(TEST_CHANNEL, 'forged')), part).toBe('refused');
    expect(await outcome(as('reservations').subscribe(TEST_CHANNEL))).toBe('refused');
    // The real channel is not this run's to use.
    expect(await outcome(as('reservations').publish(CHANNEL, 'x'))).toBe('refused');
    expect(await outcome(as('reservations').publish('another-channel', 'x'))).toBe('refused');
  });

  it('lets the services queue e-mails and the notifications worker take them and keep dead letters (BullMQ as the services use it)', async () => {
    for (const producer of ['reservations', 'catalogue', 'accounts']) {
      const queue = new Queue(QUEUE, { connection: as(producer), prefix: PREFIXES.queues });
      await queue.add('test.event', { from: producer }, { jobId: `${producer}-1`, attempts: 2, backoff: { type: 'exponential', delay: 10 } });
      await queue.close();
    }
    const connection = as('notifications');
    const deadLetters = new Queue(DEAD_LETTER_QUEUE, { connection, prefix: PREFIXES.queues });
    const seen: string[] = [];
    const worker = new Worker(
      QUEUE,
      async (job) => {
        seen.push(job.id!);
        if (job.id === 'catalogue-1' && job.attemptsMade === 0) throw new Error('first attempt fails');
      },
      { connection, prefix: PREFIXES.queues },
    );
    worker.on('failed', (job) => void deadLetters.add('dead', { id: job?.id }, { jobId: `dead-${job?.id}` }));
    await new Promise<void>((resolve) => {
      const done = () => (new Set(seen).size === 3 && seen.length === 4 ? resolve() : undefined);
      worker.on('completed', done);
    });
    expect(await deadLetters.getJobCounts('waiting')).toEqual({ waiting: 1 });
    expect(await deadLetters.clean(0, 10, 'wait')).toEqual(['dead-catalogue-1']);
    await worker.close();
    await deadLetters.close();
  });

  it('uses the prefixes, queue names and channel the parts use', () => {
    expect({ NOTIFICATIONS_QUEUE, NOTIFICATIONS_DEAD_LETTER_QUEUE, AVAILABILITY_CHANGED_CHANNEL }).toEqual({
      NOTIFICATIONS_QUEUE: QUEUE,
      NOTIFICATIONS_DEAD_LETTER_QUEUE: DEAD_LETTER_QUEUE,
      AVAILABILITY_CHANGED_CHANNEL: CHANNEL,
    });
    const bff = loadBffConfig({ NODE_ENV: 'test' });
    expect(DEFAULT_REDIS_PREFIXES).toEqual({
      sessions: bff.session.redisPrefix,
      bffRateLimits: bff.rateLimitKeyPrefix,
      accountsRateLimits: loadAccountsConfig({}, false).rateLimitPrefix,
      queues: serviceBasics({}, 'x').queuePrefix,
    });
    // The same settings move the parts and their users' key patterns.
    const env = { SESSION_PREFIX: 'scale:sess:', RATE_LIMIT_PREFIX: 'scale:rl', BULLMQ_PREFIX: 'scale' };
    const moved = loadBffConfig({ NODE_ENV: 'test', ...env });
    expect(redisPrefixes(env)).toEqual({
      sessions: moved.session.redisPrefix,
      bffRateLimits: moved.rateLimitKeyPrefix,
      accountsRateLimits: loadAccountsConfig(env, false).rateLimitPrefix,
      queues: serviceBasics(env, 'x').queuePrefix,
    });
  });

  it('are the users deploy/k8s/README.md tells ops to create', () => {
    const readme = readFileSync(path.join(ROOT, 'deploy/k8s/README.md'), 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain(`where \`<commands>\` is \`${COMMAND_RULES.join(' ')}\``);
    expect(readme).toContain('user default off resetkeys resetchannels -@all');
    for (const part of REDIS_PARTS) {
      const rules = redisAclRules(part).join(' ').replace(COMMAND_RULES.join(' '), '<commands>');
      expect(readme, part).toMatch(new RegExp(`user tire_${part} on #<[^>]*> ${rules.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: |$)`));
    }
  });
});
