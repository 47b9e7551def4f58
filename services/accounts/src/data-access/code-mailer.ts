import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { NOTIFICATION_JOB_ATTEMPTS, NOTIFICATION_JOB_BACKOFF, NOTIFICATIONS_QUEUE, type EventName, type EventPayload } from '@tire/contracts';
import { assertEventPayload } from '@tire/service-kit';
import type { CodeMailer } from '../domain/ports.js';

/** A queue that cannot take the job within this time counts as down: the caller answers 503. */
const ENQUEUE_TIMEOUT_MS = 2_000;

export interface QueueMailer extends CodeMailer {
  close(): Promise<void>;
}

/**
 * Code e-mails (and the lockout notice) go straight onto the notifications queue (no outbox: a code is only useful now,
 * and the caller is told at once when it could not be sent). The connection fails fast instead
 * of queueing commands while Redis is away, the queue skips BullMQ's start-up wait and version
 * probe (which would otherwise break it for good if Redis were down at start), and a timeout
 * bounds the rest, so a request never hangs on Redis.
 */
export function createQueueMailer(options: { redisUrl: string; prefix?: string }): QueueMailer {
  const connection = new Redis(options.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  // ioredis reconnects by itself; without a listener an 'error' event would crash the process.
  connection.on('error', () => {});
  const queue = new Queue(NOTIFICATIONS_QUEUE, {
    connection,
    prefix: options.prefix ?? 'bull',
    skipVersionCheck: true,
    skipWaitingForReady: true,
  });
  queue.on('error', () => {});
  /** Adds the job (once its event's schema accepts the payload), or rejects within ENQUEUE_TIMEOUT_MS. */
  async function enqueue<N extends EventName>(name: N, data: EventPayload<N>, jobId: string) {
    assertEventPayload(name, data);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`queue gave no answer in ${ENQUEUE_TIMEOUT_MS} ms`)), ENQUEUE_TIMEOUT_MS);
    });
    try {
      await Promise.race([
        queue.add(name, data, {
          jobId,
          attempts: NOTIFICATION_JOB_ATTEMPTS,
          backoff: NOTIFICATION_JOB_BACKOFF,
          // A code job holds a live code, a notice an address: neither is kept once sent.
          removeOnComplete: true,
          removeOnFail: { age: 24 * 3600 },
        }),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    send: (event, jobId) => enqueue('login-code.requested', event, jobId),
    sendLockoutNotice: (event, jobId) => enqueue('sign-in.locked', event, jobId),
    sendAccessLink: (event, jobId) => enqueue('my-bookings.link', event, jobId),
    async close() {
      await queue.close().catch(() => {});
      connection.disconnect();
    },
  };
}
