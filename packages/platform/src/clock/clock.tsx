import { createContext, useContext, type ReactNode } from 'react';

/**
 * The time as the pages see it: the current instant and the product's waits (a redirect after
 * its toast, a payment asked again). Pages read it from context instead of `new Date()` and
 * `setTimeout`, so tests run on a fixed day and move the time on instead of waiting for it.
 */
export interface Clock {
  now(): Date;
  /** Runs `then` once `ms` have passed; returns a function that cancels it. */
  after(ms: number, then: () => void): () => void;
}

/** The browser's own clock: what every page uses unless a ClockProvider says otherwise. */
export const systemClock: Clock = {
  now: () => new Date(),
  after(ms, then) {
    const timer = setTimeout(then, ms);
    return () => clearTimeout(timer);
  },
};

const ClockContext = createContext<Clock>(systemClock);

export function ClockProvider({ clock, children }: { clock: Clock; children?: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

export const useClock = (): Clock => useContext(ClockContext);
