import type { TireSet } from '@tire/contracts';
import { tireSetIncludes } from '../../data-access/tire-sets.js';
import { todayOf, type TireHotelDeps } from './record-intake.js';
import { toTireSet } from './tire-set-view.js';

/** How many sets one search shows: staff narrow it by plate or label. */
const SEARCH_LIMIT = 50;

/** Staff's search of sets not ended: by plate or label number (a part of either), newest first. */
export async function adminTireSets(deps: TireHotelDeps, query: { q?: string; locationId?: number }): Promise<(TireSet & { email: string | null })[]> {
  const today = todayOf(deps.now());
  const q = query.q?.trim();
  const rows = await deps.prisma.tireSet.findMany({
    where: {
      status: { not: 'ended' },
      ...(query.locationId ? { locationId: query.locationId } : {}),
      ...(q ? { OR: [{ licensePlate: { contains: q.toUpperCase() } }, { labelNumber: { contains: q, mode: 'insensitive' as const } }] } : {}),
    },
    include: tireSetIncludes(today.asDay),
    orderBy: [{ storedAt: 'desc' }, { id: 'desc' }],
    take: SEARCH_LIMIT,
  });
  return rows.map((row) => ({ ...toTireSet(row, today.date), email: row.email }));
}
