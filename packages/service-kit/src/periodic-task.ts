import type { Logger } from './logger.js';
import { recordTaskRun } from './metrics.js';

export interface PeriodicTask<T = unknown> {
  /** Runs the task now, after a run in progress (never two at once); resolves or rejects with this run. */
  runNow(): Promise<T>;
  /** Stops the schedule and waits for a run in progress. */
  stop(): Promise<void>;
}

export interface PeriodicTaskOptions {
  intervalMs: number;
  logger: Logger;
  /** The first run's delay: one interval unless said (0: at once, as the outbox relay does). */
  firstRunAfterMs?: number;
}

/**
 * Runs `task` every `intervalMs` in the background (sweepers, purges, the outbox relay): never two
 * runs at once (the next one is scheduled when a run ends, and a run asked for now waits its
 * turn), a failed run is logged and the schedule goes on, and the timer does not keep the process alive.
 */
export function startPeriodicTask<T>(
  name: string,
  task: () => Promise<T>,
  { intervalMs, logger, firstRunAfterMs = intervalMs }: PeriodicTaskOptions,
): PeriodicTask<T> {
  let stopped = false;
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const inTurn = (): Promise<T> => {
    const next = chain.then(task);
    chain = next.catch(() => {});
    return next;
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(run, delayMs);
    timer.unref();
  };
  const run = () => {
    const started = performance.now();
    void inTurn()
      .then(
        () => recordTaskRun(name, true, (performance.now() - started) / 1000),
        (error: unknown) => {
          recordTaskRun(name, false, (performance.now() - started) / 1000);
          logger.warn({ err: error, task: name }, `${name} failed; trying again in ${intervalMs} ms`);
        },
      )
      .finally(() => {
        if (!stopped) schedule(intervalMs);
      });
  };
  schedule(firstRunAfterMs);
  return {
    runNow: inTurn,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
  };
}
