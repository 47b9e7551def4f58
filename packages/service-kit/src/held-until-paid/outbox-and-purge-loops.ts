import type pg from 'pg';
import type { ServiceBasics } from '../config.js';
import { startIdempotencyKeyPurge } from '../idempotency-purge.js';
import type { Logger } from '../logger.js';
import { observeOutboxBacklog, observePgPool } from '../metrics.js';
import { startOutboxRelay, type OutboxRelayOptions } from '../outbox-relay.js';
import type { backgroundLoops } from '../serve.js';
import type { HeldUntilPaidSettings } from './background-settings.js';

export interface OutboxAndPurgeLoops {
  service: string;
  /** The service's Postgres schema: its outbox and idempotency_keys tables. */
  schema: string;
  pool: pg.Pool;
  config: ServiceBasics & HeldUntilPaidSettings;
  logger: Logger;
  clock: () => Date;
  /** The relay options of the service's own outbox (secret fields, delayed rows). */
  relay?: Pick<OutboxRelayOptions, 'secretFields' | 'delayable'>;
}

/**
 * What the services that hold until paid run alike beside their own loops: the 'outbox relay'
 * (post-commit events from the outbox table to the e-mail queue) and the 'idempotency purge'
 * (stored answers, with personal data, are deleted after 7 days), each only when the service's
 * BackgroundChoice includes it; and the metrics of their pool and outbox backlog.
 */
export function startOutboxAndPurgeLoops(
  loops: ReturnType<typeof backgroundLoops>,
  { service, schema, pool, config, logger, clock, relay = {} }: OutboxAndPurgeLoops,
) {
  loops.start('outbox relay', () =>
    startOutboxRelay({ pool, schema, service, redisUrl: config.redisUrl, prefix: config.queuePrefix, logger, intervalMs: config.relayIntervalMs, ...relay }),
  );
  loops.start('idempotency purge', () => startIdempotencyKeyPurge({ pool, schema, now: clock, logger }, config.idempotencyPurgeIntervalMs));
  observePgPool(pool);
  observeOutboxBacklog(pool, schema);
}
