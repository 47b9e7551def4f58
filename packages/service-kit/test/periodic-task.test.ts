import { describe, expect, it } from 'vitest';
import { createLogger, startPeriodicTask } from '../src/index.js';

const logger = createLogger('periodic-task-test');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a periodic background task (sweepers, purges)', () => {
  it('runs again and again, never two runs at once, and goes on after a failed run', async () => {
    let runs = 0;
    let concurrent = 0;
    let mostAtOnce = 0;
    const task = startPeriodicTask(
      'test task',
      async () => {
        runs += 1;
        concurrent += 1;
        mostAtOnce = Math.max(mostAtOnce, concurrent);
        await sleep(15); // longer than the interval: a timer-driven schedule would overlap
        concurrent -= 1;
        if (runs === 2) throw new Error('the database went away');
      },
      { intervalMs: 5, logger },
    );
    await sleep(200);
    await task.stop();
    expect(runs).toBeGreaterThanOrEqual(4);
    expect(mostAtOnce).toBe(1);
  });

  it('stop() waits for the run in progress and no run starts after it', async () => {
    let finished = 0;
    let started = 0;
    const task = startPeriodicTask(
      'test task',
      async () => {
        started += 1;
        await sleep(40);
        finished += 1;
      },
      { intervalMs: 5, logger },
    );
    await sleep(20); // the first run is in progress
    await task.stop();
    expect(finished).toBe(started);
    await sleep(60);
    expect(started).toBe(finished);
    expect(started).toBe(1);
  });

  it('runs at once when asked (the outbox relay in a test), after the run in progress and never beside it', async () => {
    let concurrent = 0;
    let mostAtOnce = 0;
    let runs = 0;
    const task = startPeriodicTask(
      'test task',
      async () => {
        runs += 1;
        concurrent += 1;
        mostAtOnce = Math.max(mostAtOnce, concurrent);
        await sleep(20);
        concurrent -= 1;
        return runs;
      },
      { intervalMs: 10_000, logger, firstRunAfterMs: 0 },
    );
    await sleep(5); // the first, scheduled run is in progress
    const [first, second] = await Promise.all([task.runNow(), task.runNow()]);
    await task.stop();
    expect([first, second]).toEqual([2, 3]);
    expect(mostAtOnce).toBe(1);
  });
});
