import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { NOTIFICATIONS_QUEUE, type NotificationEvent } from '@tire/contracts';
import { asBff } from '@tire/service-kit/testing/as-bff';
import { createLogger, IDENTITY_HEADERS } from '@tire/service-kit';
import { createAccountsService } from '../../src/accounts-service.js';
import { loadAccountsConfig } from '../../src/config.js';
import { TEST_DATABASE_URL } from './test-database.js';

/** Redis db 1 is the tests' (the dev platform uses db 0). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';

export interface TestServiceOptions {
  env?: Record<string, string>;
  redisUrl?: string;
}

/**
 * The real service on a free port, on the test database and Redis db 1. Its BullMQ prefix and
 * rate-limit keys are unique to this run, so no notifications worker (nor a parallel suite)
 * takes its jobs: the tests read the codes from the queued jobs, as the worker would.
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
  // The service's clock runs with real time, ahead by what the test moved it: codes are ordered
  // by their creation time, so two codes sent one after the other must not share an instant.
  let ahead = 0;
  const service = createAccountsService({ config, logger: createLogger('accounts-test'), now: () => new Date(Date.now() + ahead) });
  const server: Server = await new Promise((resolve) => {
    // Called as the BFF calls it: the test's identity headers become a signed service token.
    const listening = asBff(service.app, 'accounts').listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Ready means Redis is connected: before that the limits count in this process only, and a
  // test's first requests would be counted apart from the rest (on a busy machine, seen in CI).
  // Tests that give their own (dead) Redis URL do not wait.
  for (const deadline = Date.now() + 10_000; redisUrl === TEST_REDIS_URL; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const ready = await fetch(`${url}/health/ready`).then(
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

  const request = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  };

  return {
    url,
    config,
    prisma: service.db.prisma,
    queue,
    request,
    post: (path: string, body: unknown, headers?: Record<string, string>) => request('POST', path, body, headers),
    /** Calls as the BFF does for a signed-in user. */
    asUser: (userId: string) => ({
      get: (path: string) => request('GET', path, undefined, { [IDENTITY_HEADERS.userId]: userId }),
      post: (path: string, body: unknown) => request('POST', path, body, { [IDENTITY_HEADERS.userId]: userId }),
    }),
    /** Moves the service's clock (codes expire, and stop being fresh, by it). */
    advance(ms: number) {
      ahead += ms;
    },
    /** The e-mail job of the newest code for the address, as the notifications worker would read it. */
    async lastCodeJob(email: string): Promise<NotificationEvent<'login-code.requested'>> {
      const row = await service.db.prisma.loginCode.findFirstOrThrow({ where: { email }, orderBy: { createdAt: 'desc' } });
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
      await new Promise((resolve) => server.close(resolve));
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
