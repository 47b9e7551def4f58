import { Redis } from 'ioredis';
import type { Logger } from './logger.js';
import { watchRedis } from './redis-watch.js';

/**
 * "Slot availability may have changed": published by the reservations service after every
 * booking, cancellation, move and hold expiry, received by every BFF instance, which then drops
 * its cached availability answers (Redis pub/sub, so each instance hears it within milliseconds).
 */
export const AVAILABILITY_CHANGED_CHANNEL = 'tire:availability-changed';

export interface AvailabilityPublisher {
  /** Tells every BFF; never throws (a BFF that cannot hear it serves no cached answers anyway). */
  changed(): Promise<void>;
  close(): void;
}

export function createAvailabilityPublisher(redisUrl: string, logger: Logger): AvailabilityPublisher {
  // No offline queue: while Redis is away a publish fails at once instead of waiting.
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  watchRedis(redis, logger, { who: 'availability publisher', whileDown: 'BFFs stop caching availability until both are back' });
  return {
    async changed() {
      try {
        await redis.publish(AVAILABILITY_CHANGED_CHANNEL, String(Date.now()));
      } catch (error) {
        logger.warn({ err: error }, 'could not announce an availability change; BFF caches expire on their own');
      }
    },
    close: () => redis.disconnect(),
  };
}

export interface AvailabilitySubscription {
  /** True while subscribed: only then may a cached answer be trusted. */
  isLive(): boolean;
  close(): void;
}

/**
 * Listens for availability changes. `onChange` runs for every announcement and whenever the
 * subscription is lost or regained (an announcement may have been missed meanwhile).
 */
export function subscribeToAvailabilityChanges(redisUrl: string, logger: Logger, onChange: () => void): AvailabilitySubscription {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null, connectTimeout: 2_000 });
  let live = false;
  watchRedis(redis, logger, { who: 'availability subscriber', whileDown: 'availability is not cached' });
  const lost = () => {
    live = false;
    onChange();
  };
  redis.on('close', lost);
  redis.on('ready', () => {
    redis.subscribe(AVAILABILITY_CHANGED_CHANNEL).then(
      () => {
        onChange();
        live = true;
      },
      (error: unknown) => logger.warn({ err: error }, 'could not subscribe to availability changes'),
    );
  });
  redis.on('message', () => onChange());
  return {
    isLive: () => live,
    close: () => {
      live = false;
      redis.disconnect();
    },
  };
}
