import type { RemoteName } from '@tire/contracts';
import type { RemotePages } from '@tire/platform';

/** The remotes the shell knows how to mount: the registry's names (contracts' REMOTE_NAMES). */
export type { RemoteName };

/**
 * Loads the `./pages` module of a remote: a record of route path -> page component. `renderFailed`
 * hears of a page of the remote that threw while rendering (reported for the canary's judge).
 */
export type RemotePagesLoader = ((remote: RemoteName) => Promise<RemotePages>) & { renderFailed?: (remote: RemoteName) => void };

export interface RetryOptions {
  /** Attempts in all (1 = no retry). */
  attempts?: number;
  /** Waits before the 2nd, 3rd ... attempt. */
  backoffMs?: number[];
  /** Called before each retry, e.g. to forget a cached failure in the federation runtime. */
  beforeRetry?: (remote: RemoteName, attempt: number) => void | Promise<void>;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Wraps a loader with retries (a remote may be redeploying or the network may blink) and a cache,
 * so the pages of a remote are fetched once per page load. A failure is not cached: the
 * fallback's "try again" button loads afresh.
 */
export function withRetryAndCache(load: RemotePagesLoader, options: RetryOptions = {}): RemotePagesLoader & { forget(remote: RemoteName): void } {
  const { attempts = 3, backoffMs = [400, 1200], beforeRetry, sleep = wait } = options;
  const cache = new Map<RemoteName, Promise<RemotePages>>();

  async function loadWithRetry(remote: RemoteName): Promise<RemotePages> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) {
        await sleep(backoffMs[Math.min(attempt - 2, backoffMs.length - 1)] ?? 0);
        await beforeRetry?.(remote, attempt);
      }
      try {
        return await load(remote);
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  }

  const loader = (remote: RemoteName) => {
    let pending = cache.get(remote);
    if (!pending) {
      pending = loadWithRetry(remote);
      cache.set(remote, pending);
      pending.catch(() => cache.delete(remote));
    }
    return pending;
  };
  return Object.assign(loader, { forget: (remote: RemoteName) => void cache.delete(remote) });
}

/** Accepts `export default pages`, `export const pages` or a module that is the record itself. */
export function pagesOf(module: unknown): RemotePages {
  const candidate = module as { default?: unknown; pages?: unknown } | null;
  const pages = (candidate?.default ?? candidate?.pages ?? candidate) as RemotePages | null;
  if (!pages || typeof pages !== 'object') throw new Error('the remote did not expose its pages');
  return pages;
}
