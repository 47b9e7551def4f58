import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis database the BFF tests share (keys carry a prefix of each file's own). */
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379/1';

/** A session key prefix of the test file's own: files run in parallel against one Redis. */
export const sessionPrefixFor = (name: string) => `test:bff:${name}:${randomUUID().slice(0, 8)}:`;

/** Deletes the sessions a test file left in Redis. */
export async function deleteSessions(prefix: string) {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
