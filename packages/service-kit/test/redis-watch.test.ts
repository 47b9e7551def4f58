import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../src/logger.js';
import { watchRedis } from '../src/redis-watch.js';

describe('the Redis watcher', () => {
  it('says once that Redis went away (not at every reconnect attempt) and once that it is back', () => {
    const redis = new EventEmitter();
    const logger = { warn: vi.fn(), info: vi.fn() } as unknown as Logger;
    const watch = watchRedis(redis, logger, { who: 'outbox relay', whileDown: 'events wait in the outbox' });

    for (let attempt = 0; attempt < 5; attempt++) redis.emit('error', new Error('connect ECONNREFUSED'));
    expect(watch.isDown()).toBe(true);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(vi.mocked(logger.warn).mock.calls[0]![1]).toBe('outbox relay: Redis unavailable, events wait in the outbox');

    redis.emit('ready');
    redis.emit('ready');
    expect(watch.isDown()).toBe(false);
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(logger.info).toHaveBeenCalledWith('outbox relay: Redis is back');
  });
});
