import type { Logger } from './logger.js';
import { recordTaskRun } from './metrics.js';

export interface PeriodicTask {
  /** Stops the schedule and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `task` every `intervalMs` in the background (sweepers, purges): never two runs at once (the
 * next one is scheduled when a run ends), a failed run is logged and the schedule goes on, and the
 * timer does not keep the process alive.
 */
export function startPeriodicTask(name: string, task: () => Promise<unknown>, { intervalMs, logger }: { intervalMs: number; logger: Logger }): PeriodicTask {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(run, intervalMs);
    timer.unref();
  };
  const run = () => {
    const started = performance.now();
    running = task()
      .then(
        () => recordTaskRun(name, true, (performance.now() - started) / 1000),
        (error: unknown) => {
          recordTaskRun(name, false, (performance.now() - started) / 1000);
          logger.warn({ err: error, task: name }, `${name} failed; trying again in ${intervalMs} ms`);
        },
      )
      .finally(() => {
        if (!stopped) schedule();
      });
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
