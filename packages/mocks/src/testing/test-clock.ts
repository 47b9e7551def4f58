import { createClock } from '@sinonjs/fake-timers';
import { act } from '@testing-library/react';
import type { Clock } from '@tire/platform';

/** The day a page test lives on unless it says otherwise: Monday 27 May 2030, 10:00 in Helsinki. */
export const TEST_NOW = new Date('2030-05-27T07:00:00.000Z');

/** A page's clock that stands still until the test moves it on. */
export interface TestClock extends Clock {
  /** Moves the time on by `ms`, running every wait that falls due on the way (inside React's act). */
  advance(ms: number): Promise<void>;
}

/**
 * The page's clock in component tests (given to the page by ClockProvider and shared with the
 * mock database): a fixed now and the product's waits run when the test moves the time on, so a
 * test asserts "not before 1.5 s, then at 1.5 s" without waiting 1.5 s. Only the page's clock is
 * fake: testing-library, msw and React keep real timers.
 */
export function createTestClock(start: Date = TEST_NOW): TestClock {
  const timers = createClock(start.getTime());
  return {
    now: () => new Date(timers.now),
    after(ms, then) {
      const id = timers.setTimeout(then, ms);
      return () => timers.clearTimeout(id);
    },
    advance: (ms) =>
      act(async () => {
        await timers.tickAsync(ms);
      }),
  };
}
