import { NOTIFICATIONS_DEAD_LETTER_QUEUE, NOTIFICATIONS_QUEUE } from '@tire/contracts';
import { inCarriedTrace, TRACE_CONTEXT_KEY, type Logger } from '@tire/service-kit';
import { Queue, UnrecoverableError, Worker, type Job, type Processor } from 'bullmq';
import { Redis } from 'ioredis';

export interface WorkerOptions {
  redisUrl: string;
  queuePrefix: string;
  concurrency: number;
  processor: Processor;
  logger: Logger;
}

export interface DeadLetter {
  event: string;
  data: unknown;
  jobId: string | undefined;
  failedReason: string;
  attemptsMade: number;
  failedAt: string;
}

export interface NotificationsWorker {
  worker: Worker;
  deadLetters: Queue<DeadLetter>;
  /** Resolves when Redis answers, rejects within timeoutMs otherwise (readiness check). */
  ping(timeoutMs?: number): Promise<void>;
  close(timeoutMs?: number): Promise<void>;
}

const settleWithin = (work: Promise<unknown>, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    work
      .catch(() => {})
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  });

const isFinalFailure = (job: Job, error: Error) =>
  error instanceof UnrecoverableError || error.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);

/**
 * Consumes the notifications queue. A job whose last attempt failed is copied to the
 * dead-letter queue (same job id, so it is there once) with the error, where a person can read
 * and replay it; BullMQ keeps the failed job too. Starting does not wait for Redis: the worker
 * connects (and reconnects) on its own while /health/ready reports the outage.
 */
export function startNotificationsWorker({ redisUrl, queuePrefix, concurrency, processor, logger }: WorkerOptions): NotificationsWorker {
  // Workers block on Redis: commands must wait for a reconnect instead of failing (BullMQ's rule).
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (error) => logger.warn({ err: error }, 'Redis connection error'));
  const deadLetters = new Queue<DeadLetter>(NOTIFICATIONS_DEAD_LETTER_QUEUE, { connection, prefix: queuePrefix });
  // Each job continues the trace of the booking (or sign-in, or order) that asked for the e-mail.
  const traced: typeof processor = (job, ...rest) =>
    inCarriedTrace(`e-mail ${job.name}`, (job.data as Record<string, unknown> | undefined)?.[TRACE_CONTEXT_KEY] as Record<string, string> | undefined, () =>
      processor(job, ...rest),
    );
  const worker = new Worker(NOTIFICATIONS_QUEUE, traced, { connection, prefix: queuePrefix, concurrency });
  worker.on('error', (error) => logger.warn({ err: error }, 'notifications worker error'));
  deadLetters.on('error', (error) => logger.warn({ err: error }, 'dead-letter queue error'));
  worker.on('failed', (job, error) => {
    if (!job) return;
    if (!isFinalFailure(job, error)) {
      logger.warn({ jobId: job.id, event: job.name, attemptsMade: job.attemptsMade, err: error }, 'e-mail failed, will retry');
      return;
    }
    logger.error({ jobId: job.id, event: job.name, attemptsMade: job.attemptsMade, err: error }, 'e-mail failed for good: dead-lettered');
    deadLetters
      .add(
        job.name,
        {
          event: job.name,
          data: job.data,
          jobId: job.id,
          failedReason: error.message,
          attemptsMade: job.attemptsMade,
          failedAt: new Date().toISOString(),
        },
        { ...(job.id ? { jobId: job.id } : {}), removeOnComplete: true },
      )
      .catch((dlqError) => logger.error({ err: dlqError, jobId: job.id }, 'could not dead-letter a failed e-mail'));
  });

  return {
    worker,
    deadLetters,
    async ping(timeoutMs = 1000) {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          connection.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('Redis did not answer')), timeoutMs);
          }),
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close(timeoutMs = 5000) {
      // Lets running sends finish, but does not hang a shutdown while Redis is unreachable.
      await settleWithin(Promise.all([worker.close(), deadLetters.close()]), timeoutMs);
      connection.disconnect();
    },
  };
}
