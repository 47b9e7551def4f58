import { describe, expect, it } from 'vitest';
import { positiveNumber, serviceBasics } from '../src/index.js';

describe('settings read the same way by every service', () => {
  it('takes a positive number and falls back on anything unusable (a typo must not make an interval NaN or 0)', () => {
    expect(positiveNumber('250', 500)).toBe(250);
    expect(positiveNumber(' 0.5 ', 30)).toBe(0.5);
    for (const bad of [undefined, '', '   ', '0', '-5', 'abc', '5 minutes', 'NaN', 'Infinity']) expect(positiveNumber(bad, 500)).toBe(500);
  });

  it("points DATABASE_URL at the service's schema and reads the pool, Redis and queue prefix", () => {
    const env = { DATABASE_URL: 'postgresql://u@db:5432/tire', DB_POOL_SIZE: '7', REDIS_URL: 'redis://cache:6379/2', BULLMQ_PREFIX: 'staging' };
    expect(serviceBasics(env, 'catalogue')).toEqual({
      databaseUrl: 'postgresql://u@db:5432/tire?schema=catalogue',
      poolSize: 7,
      redisUrl: 'redis://cache:6379/2',
      queuePrefix: 'staging',
    });
    expect(serviceBasics({ DATABASE_URL: 'postgresql://u@db:5432/tire' }, 'payments', 5)).toMatchObject({ poolSize: 5, queuePrefix: 'bull' });
  });
});
