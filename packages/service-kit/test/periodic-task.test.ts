import { describe, expect, it } from 'vitest';
import { createLogger, startPeriodicTask } from '../src/index.js';

const logger = createLogger('periodic-task-test');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A task that takes `ms` and counts its runs and how many ran at once; `fail(run)` makes a run throw. */
function watchedTask(ms: number, fail: (run: number) => boolean = () => false) {
  const seen = { runs: 0, finished: 0, concurrent: 0, mostAtOnce: 0 };
  const task = async () => {
    seen.runs += 1;
    const run = seen.runs;
    seen.concurrent += 1;
    seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.concurrent);
    await sleep(ms);
    seen.concurrent -= 1;
    seen.finished += 1;
    if (fail(run)) throw new Error('the database went away');
    return run;
  };
  return { task, seen };
}

describe('a periodic background task (sweepers, purges)', () => {
  it('runs again and again, never two runs at once, and goes on after a failed run', async () => {
    // Each run is longer than the interval: a timer-driven schedule would overlap.
    const { task, seen } = watchedTask(15, (run) => run === 2);
    const schedule = startPeriodicTask('test task', task, { intervalMs: 5, logger });
    await sleep(200);
    await schedule.stop();
    expect(seen.runs).toBeGreaterThanOrEqual(4);
    expect(seen.mostAtOnce).toBe(1);
  });

  it('stop() waits for the run in progress and no run starts after it', async () => {
    const { task, seen } = watchedTask(40);
    const schedule = startPeriodicTask('test task', task, { intervalMs: 5, logger });
    await sleep(20); // the first run is in progress
    await schedule.stop();
    expect(seen.finished).toBe(seen.runs);
    await sleep(60);
    expect(seen.runs).toBe(seen.finished);
    expect(seen.runs).toBe(1);
  });

  it('runs at once when asked (the outbox relay in a test), after the run in progress and never beside it', async () => {
    const { task, seen } = watchedTask(20);
    const schedule = startPeriodicTask('test task', task, { intervalMs: 10_000, logger, firstRunAfterMs: 0 });
    await sleep(5); // the first, scheduled run is in progress
    const [first, second] = await Promise.all([schedule.runNow(), schedule.runNow()]);
    await schedule.stop();
    expect([first, second]).toEqual([2, 3]);
    expect(seen.mostAtOnce).toBe(1);
  });
});
