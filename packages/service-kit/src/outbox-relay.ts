import { NOTIFICATION_JOB_ATTEMPTS, NOTIFICATION_JOB_BACKOFF, NOTIFICATIONS_QUEUE } from '@tire/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Logger } from './logger.js';
import { startPeriodicTask } from './periodic-task.js';
import { watchRedis } from './redis-watch.js';
import { inCarriedTrace, TRACE_CONTEXT_KEY, withTraceContext } from './tracing.js';

export interface OutboxRelayOptions {
  /** A pool of the service's own, or a URL for a small pool the relay owns (and closes). */
  pool?: pg.Pool;
  databaseUrl?: string;
  /** The service's Postgres schema, which holds its `outbox` table. */
  schema: string;
  /** Names the jobs: `<service>-<outbox id>`, unique across services. */
  service: string;
  redisUrl: string;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
  queueName?: string;
  /** BullMQ key prefix; must match the worker's (tests use one of their own). */
  prefix?: string;
  /**
   * Top-level payload fields that are secrets the job needs once (a guest's manage link token):
   * dropped from the row as soon as it is on the queue, so the table never keeps them.
   */
  secretFields?: readonly string[];
  /**
   * The table has an `available_at` column: a row is relayed only once that instant has passed
   * (NULL: at once), so a service can hold an event back and withdraw it meanwhile.
   */
  delayable?: boolean;
}

export interface OutboxRelay {
  /** Relays what is waiting now; resolves with how many rows were published. */
  relayOnce(): Promise<number>;
  stop(): Promise<void>;
}

interface OutboxRow {
  id: string;
  type: string;
  payload: unknown;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The queue the relay adds to, on a connection that fails at once while Redis is down: the outbox is the queue. */
function relayQueue(options: OutboxRelayOptions) {
  const connection = new Redis(options.redisUrl, {
    enableOfflineQueue: false,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  watchRedis(connection, options.logger, { who: 'outbox relay', whileDown: 'events wait in the outbox' });
  const queue = new Queue(options.queueName ?? NOTIFICATIONS_QUEUE, {
    connection,
    ...(options.prefix ? { prefix: options.prefix } : {}),
  });
  queue.on('error', () => {
    // Already reported by the connection's watcher above.
  });
  return { connection, queue };
}

/** One row as the job `<service>-<id>`, continuing the trace of the change that wrote the event (tracing.ts). */
function enqueue(queue: Queue, service: string, row: OutboxRow) {
  const carried = (row.payload as Record<string, unknown> | null)?.[TRACE_CONTEXT_KEY] as Record<string, string> | undefined;
  return inCarriedTrace(`outbox relay ${row.type}`, carried, () =>
    queue.add(row.type, withTraceContext((row.payload ?? {}) as object), {
      jobId: `${service}-${row.id}`,
      attempts: NOTIFICATION_JOB_ATTEMPTS,
      backoff: NOTIFICATION_JOB_BACKOFF,
      // Completed ids are kept a day so a late duplicate add is still recognised.
      removeOnComplete: { age: 24 * 3600, count: 10_000 },
      removeOnFail: { age: 14 * 24 * 3600 },
    }),
  );
}

/**
 * Hands the rows a service wrote to its outbox (in the same transaction as the change they
 * announce) to BullMQ, and marks them published. Rows are claimed with FOR UPDATE SKIP LOCKED,
 * so two relays never take the same row. While Redis is unreachable `add()` fails fast (no
 * offline queue), the transaction rolls back and the rows wait for the next tick: an event is
 * never lost, and the job id `<service>-<id>` keeps a retried row from becoming a second job.
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { schema, service, logger, intervalMs = 500, batchSize = 100, secretFields = [] } = options;
  if (!options.pool && !options.databaseUrl) throw new Error('startOutboxRelay needs a pool or a databaseUrl');
  const pool = options.pool ?? new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  const ownsPool = !options.pool;
  const table = `${quoteIdentifier(schema)}.outbox`;
  const due = options.delayable ? ' AND (available_at IS NULL OR available_at <= now())' : '';
  const { connection, queue } = relayQueue(options);

  async function relayOnce(): Promise<number> {
    if (connection.status !== 'ready') return 0;
    const client = await pool.connect();
    let published = 0;
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<OutboxRow>(
        `SELECT id, type, payload FROM ${table} WHERE published_at IS NULL${due} ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      const done: string[] = [];
      try {
        for (const row of rows) {
          await enqueue(queue, service, row);
          done.push(row.id);
        }
      } finally {
        // Rows already on the queue are marked even when a later add failed.
        if (done.length) {
          await client.query(`UPDATE ${table} SET published_at = now(), payload = payload - $2::text[] WHERE id = ANY($1::bigint[])`, [
            done,
            [...secretFields],
          ]);
        }
        await client.query('COMMIT');
        published = done.length;
      }
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      logger.warn({ err: error, published }, 'outbox relay: events stay in the outbox until the next try');
    } finally {
      client.release();
    }
    return published;
  }

  const schedule = startPeriodicTask('outbox relay', relayOnce, { intervalMs, logger, firstRunAfterMs: 0 });
  return {
    relayOnce: schedule.runNow,
    async stop() {
      await schedule.stop();
      await queue.close().catch(() => {});
      connection.disconnect();
      if (ownsPool) await pool.end();
    },
  };
}
