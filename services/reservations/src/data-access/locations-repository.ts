import type { ServiceLocation } from '@tire/contracts';
import type { Prisma } from './database.js';

async function loadLocations(prisma: Prisma): Promise<ServiceLocation[]> {
  const rows = await prisma.location.findMany({
    orderBy: { id: 'asc' },
    include: { openingHours: { orderBy: { dayOfWeek: 'asc' } } },
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    capacity: row.capacity,
    openingHours: row.openingHours.map(({ dayOfWeek, opens, closes }) => ({ dayOfWeek, opens, closes })),
  }));
}

/**
 * Locations and hours change rarely and are read on every slot query, so they are kept in
 * memory for a short time. Concurrent misses share one load.
 */
export function createLocationCache(prisma: Prisma, { ttlMs = 30_000, now = () => Date.now() } = {}) {
  let cached: { at: number; value: Promise<ServiceLocation[]> } | undefined;
  const all = () => {
    if (!cached || now() - cached.at > ttlMs) {
      const value = loadLocations(prisma);
      const entry = { at: now(), value };
      cached = entry;
      // a failed load must not be served from the cache
      value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  };
  return {
    all,
    async byId(id: number) {
      return (await all()).find((location) => location.id === id);
    },
    clear() {
      cached = undefined;
    },
  };
}
export type LocationCache = ReturnType<typeof createLocationCache>;
