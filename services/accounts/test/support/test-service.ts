import { randomUUID } from 'node:crypto';
import { Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import request from 'supertest';
import { NOTIFICATIONS_QUEUE, type NotificationEvent } from '@tire/contracts';
import { IDENTITY_HEADERS } from '@tire/service-kit';
import { startServiceForTest } from '@tire/service-kit/testing/start-service-for-test';
import { createAccountsService } from '../../src/accounts-service.js';
import { loadAccountsConfig } from '../../src/config.js';
import { connectDatabase } from '../../src/data-access/database.js';
import { TEST_DATABASE_URL } from './test-database.js';

/** Redis db 1 is the tests' (the dev platform uses db 0). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';

export interface TestServiceOptions {
  env?: Record<string, string>;
  redisUrl?: string;
}

/**
 * The real service, on the test database and Redis db 1, called with supertest as the BFF calls
 * it. Its BullMQ prefix and rate-limit keys are unique to this run, so no notifications worker
 * (nor a parallel suite) takes its jobs: the tests read the codes from the queued jobs, as the
 * worker would.
 */
export async function startTestService({ env = {}, redisUrl = TEST_REDIS_URL }: TestServiceOptions = {}) {
  const run = `test-${process.pid}-${randomUUID().slice(0, 8)}`;
  const loaded = loadAccountsConfig(
    {
      REDIS_URL: redisUrl,
      BULLMQ_PREFIX: `${run}-bull`,
      RATE_LIMIT_PREFIX: `${run}:rl`,
      LOGIN_CODE_SECRET: 'test-secret',
      ADMIN_EMAILS: 'admin@rengaspalvelu.example',
      SEND_CODE_LIMIT_PER_EMAIL: '3',
      SEND_CODE_LIMIT_PER_IP: '1000',
      VERIFY_CODE_LIMIT_PER_EMAIL: '20',
      VERIFY_CODE_LIMIT_PER_IP: '1000',
      ...env,
    },
    false,
  );
  const config = { ...loaded, databaseUrl: TEST_DATABASE_URL };
  const db = connectDatabase(TEST_DATABASE_URL, { poolSize: config.poolSize });
  // The service's clock runs with real time, ahead by what the test moved it: codes are ordered
  // by their creation time, so two codes sent one after the other must not share an instant.
  let ahead = 0;
  const service = startServiceForTest(createAccountsService, { service: 'accounts', config, db, clock: () => new Date(Date.now() + ahead) });
  // Ready means Redis is connected: before that the limits count in this process only, and a
  // test's first requests would be counted apart from the rest (on a busy machine, seen in CI).
  // Tests that give their own (dead) Redis URL do not wait.
  for (const deadline = Date.now() + 10_000; redisUrl === TEST_REDIS_URL; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const ready = await request(service.unguarded)
      .get('/health/ready')
      .then(
        (response) => response.ok,
        () => false,
      );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the accounts service did not become ready in 10 s');
  }
  const queueConnection = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  queueConnection.on('error', () => {});
  const queue = new Queue(NOTIFICATIONS_QUEUE, { connection: queueConnection, prefix: config.queuePrefix });
  queue.on('error', () => {});

  /** A call as the BFF makes it (supertest on the service as the BFF reaches it). */
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const sent = request(service.app)[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path).set(headers);
    const response = await (body === undefined ? sent : sent.send(body as object));
    return {
      status: response.status,
      headers: new Headers(response.headers as Record<string, string>),
      body: response.text ? JSON.parse(response.text) : undefined,
    };
  };

  return {
    config,
    prisma: db.prisma,
    queue,
    request: call,
    post: (path: string, body: unknown, headers?: Record<string, string>) => call('POST', path, body, headers),
    /** Calls as the BFF does for a signed-in user. */
    asUser: (userId: string) => ({
      get: (path: string) => call('GET', path, undefined, { [IDENTITY_HEADERS.userId]: userId }),
      post: (path: string, body: unknown) => call('POST', path, body, { [IDENTITY_HEADERS.userId]: userId }),
    }),
    /** Moves the service's clock (codes expire, and stop being fresh, by it). */
    advance(ms: number) {
      ahead += ms;
    },
    /** The e-mail job of the newest code for the address, as the notifications worker would read it. */
    async lastCodeJob(email: string): Promise<NotificationEvent<'login-code.requested'>> {
      const row = await db.prisma.loginCode.findFirstOrThrow({ where: { email }, orderBy: { createdAt: 'desc' } });
      const job = await Job.fromId(queue, `login-code-${row.id}`);
      if (!job) throw new Error(`no queued e-mail for the newest code of ${email}`);
      return job.data;
    },
    async lastCode(email: string) {
      return (await this.lastCodeJob(email)).code;
    },
    /** The queued jobs of one kind (e.g. 'sign-in.locked'), as the notifications worker would find them. */
    async queuedJobs(name: string) {
      const jobs = await queue.getJobs(['wait', 'delayed', 'prioritized']);
      return jobs.filter((job) => job.name === name);
    },
    async close() {
      await queue.obliterate({ force: true }).catch(() => {});
      await queue.close();
      queueConnection.disconnect();
      await service.close();
    },
  };
}
export type TestService = Awaited<ReturnType<typeof startTestService>>;

/** A fresh address per test, so tests share neither accounts nor rate limits. */
export const uniqueEmail = (name = 'asiakas') => `${name}-${randomUUID().slice(0, 8)}@example.fi`;

/** A complete signup form, as the signup page sends it. */
export function signupForm(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    firstName: 'Maija',
    lastName: 'Meikäläinen',
    phone: '+358401234567',
    address: 'Esimerkkikatu 1',
    apartment: 'B 12',
    postalCode: '00100',
    registrationNumber: 'ABC-123',
    vehicleModel: 'Toyota Corolla',
    tireSize: '205/55R16',
    ...overrides,
  };
}
