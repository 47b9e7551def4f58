import type { IntentSnapshot, PaymentProvider } from '../providers/payment-provider.js';

export interface CachedRetrieve {
  intent: IntentSnapshot | undefined;
  /** When the provider was asked. */
  fetchedAt: Date;
  /** True for the one call that asked the provider; false for the calls answered from the cache. */
  fresh: boolean;
}

export interface IntentCache {
  retrieve(id: string): Promise<CachedRetrieve>;
}

const MAX_ENTRIES = 10_000;

/**
 * The provider's retrieve of an intent, shared by every verification of it for `ttlMs`
 * (in process): a result page polling, or someone hammering verify-payment, costs one Stripe
 * call per intent per few seconds. Concurrent calls share the one request in flight; a failed
 * retrieve is not kept.
 */
export function createIntentCache(provider: Pick<PaymentProvider, 'retrieveIntent'>, ttlMs: number, now: () => Date): IntentCache {
  const entries = new Map<string, { until: number; value: Promise<Omit<CachedRetrieve, 'fresh'>> }>();
  const prune = (at: number) => {
    for (const [id, entry] of entries) if (entry.until <= at) entries.delete(id);
    if (entries.size >= MAX_ENTRIES) entries.clear();
  };
  return {
    async retrieve(id) {
      const at = now().getTime();
      const hit = entries.get(id);
      if (hit && hit.until > at) return { ...(await hit.value), fresh: false };
      if (entries.size >= MAX_ENTRIES) prune(at);
      const fetchedAt = new Date(at);
      const value = provider.retrieveIntent(id).then((intent) => ({ intent, fetchedAt }));
      const entry = { until: at + ttlMs, value };
      entries.set(id, entry);
      try {
        return { ...(await value), fresh: true };
      } catch (error) {
        if (entries.get(id) === entry) entries.delete(id);
        throw error;
      }
    },
  };
}
