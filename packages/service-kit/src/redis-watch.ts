import type { Logger } from './logger.js';

/** The events of an ioredis client (or anything emitting them) that say whether Redis is there. */
interface RedisEvents {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

/**
 * Logs Redis going away once (not at every reconnect attempt) and coming back once, with what
 * the caller does meanwhile (`whileDown`, e.g. "events wait in the outbox"). Also keeps ioredis
 * from throwing an unhandled 'error'. Returns whether Redis is down right now.
 */
export function watchRedis(redis: RedisEvents, logger: Logger, { who, whileDown }: { who: string; whileDown?: string }) {
  let down = false;
  redis.on('error', (error) => {
    if (!down) logger.warn({ err: error }, `${who}: Redis unavailable${whileDown ? `, ${whileDown}` : ''}`);
    down = true;
  });
  redis.on('ready', () => {
    if (down) logger.info(`${who}: Redis is back`);
    down = false;
  });
  return { isDown: () => down };
}
