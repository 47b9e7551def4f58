import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ConfigError,
  databaseSettings,
  loadSettings,
  positiveInteger,
  positiveNumber,
  serviceBasics,
  textSetting,
  zeroOrPositiveNumber,
} from '../src/index.js';

const intervals = z.object({ INTERVAL_MS: positiveNumber(500) });
const intervalOf = (value: string | undefined) => loadSettings('test', intervals, { INTERVAL_MS: value }).INTERVAL_MS;

describe('settings read the same way by every service', () => {
  it('takes a positive number, the default only when the variable is unset or blank', () => {
    expect(intervalOf('250')).toBe(250);
    expect(intervalOf(' 0.5 ')).toBe(0.5);
    for (const unset of [undefined, '', '   ']) expect(intervalOf(unset)).toBe(500);
  });

  it('refuses anything else, naming the variable, its value and the rule (a typo must not make an interval NaN or 0, nor become the default)', () => {
    for (const bad of ['0', '-5', 'abc', '5 minutes', 'NaN', 'Infinity', '3O']) {
      expect(() => intervalOf(bad), bad).toThrow(ConfigError);
      expect(() => intervalOf(bad), bad).toThrow(`INTERVAL_MS="${bad}": must be a positive number`);
    }
    const counts = z.object({ LIMIT: positiveInteger(3), DELAY_SECONDS: zeroOrPositiveNumber(60) });
    expect(() => loadSettings('test', counts, { LIMIT: '2.5' })).toThrow('LIMIT="2.5": must be a positive whole number');
    expect(loadSettings('test', counts, { DELAY_SECONDS: '0' }).DELAY_SECONDS).toBe(0);
  });

  it('lists every bad variable in one error, and never prints a secret or a password', () => {
    const schema = z.object({
      ...databaseSettings('catalogue'),
      A_MS: positiveNumber(1),
      B_MS: positiveNumber(1),
      API_SECRET: textSetting('x').pipe(z.string().min(32)),
    });
    let error: unknown;
    try {
      loadSettings('catalogue', schema, { DATABASE_URL: 'mysql://u:hunter2@db/tire', A_MS: 'x', B_MS: '-1', API_SECRET: 'short-secret' });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message, problems } = error as ConfigError;
    expect(problems.map((problem) => problem.name)).toEqual(['DATABASE_URL', 'A_MS', 'B_MS', 'API_SECRET']);
    expect(message).toMatch(/^catalogue refuses to start: 4 settings are not valid/);
    expect(message).toContain('A_MS="x": must be a positive number');
    expect(message).toContain('B_MS="-1": must be a positive number');
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('short-secret');
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
