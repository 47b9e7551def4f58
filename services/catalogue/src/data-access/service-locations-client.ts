import { listServiceLocations, serviceLocationSchema, type OrderLocation } from '@tire/contracts';
import { callService, HttpError, SERVICE_URLS } from '@tire/service-kit';
import { z } from 'zod';

const locationsAnswer = z.array(serviceLocationSchema);

/** The service locations, owned by the reservations service: the catalogue only looks them up. */
export interface LocationDirectory {
  /** The location with this id (name and street address), undefined when there is none. */
  find(id: number): Promise<OrderLocation | undefined>;
}

export interface HttpLocationDirectoryOptions {
  baseUrl?: string;
  /** Locations change rarely: one read serves the orders of this long (ms). */
  cacheMs?: number;
  now?: () => number;
}

/**
 * Reads GET /api/service-locations of the reservations service over HTTP (services never read
 * each other's tables) and keeps the list for a minute. A service that is down or answers
 * nonsense is a 503 for the customer (try again), never an order with an unchecked location.
 */
export function httpLocationDirectory({
  baseUrl = SERVICE_URLS.reservations,
  cacheMs = 60_000,
  now = Date.now,
}: HttpLocationDirectoryOptions = {}): LocationDirectory {
  let cached: { at: number; locations: OrderLocation[] } | undefined;

  async function load(): Promise<OrderLocation[]> {
    let answer: unknown;
    try {
      answer = await callService({ from: 'catalogue', to: 'reservations' }, baseUrl, listServiceLocations.path);
    } catch {
      throw HttpError.of('order.locationsUnavailable');
    }
    const parsed = locationsAnswer.safeParse(answer);
    if (!parsed.success) throw HttpError.of('order.locationsUnavailable');
    return parsed.data.map((location) => ({ id: location.id, name: location.name, address: location.address ?? null }));
  }

  return {
    async find(id) {
      const age = cached ? now() - cached.at : Infinity;
      // An id not in the cached list may be a location added since: read again before refusing it
      // (at most every few seconds, so made-up ids cannot turn into a stream of calls).
      if (age > cacheMs || (age > 5_000 && !cached!.locations.some((location) => location.id === id))) {
        cached = { at: now(), locations: await load() };
      }
      return cached!.locations.find((location) => location.id === id);
    },
  };
}

/** A fixed list (tests, and a service run without the reservations service). */
export const staticLocationDirectory = (locations: readonly OrderLocation[]): LocationDirectory => ({
  find: async (id) => locations.find((location) => location.id === id),
});
