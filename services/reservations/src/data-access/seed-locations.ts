import type { OpeningHours } from '@tire/contracts';
import type { Prisma } from './database.js';

/** Booking hours two of the spec's sources agree on: Mon-Fri 16:00-20:00, Sat and Sun 09:00-20:00. */
export const DEFAULT_OPENING_HOURS: OpeningHours[] = [
  { dayOfWeek: 0, opens: '09:00', closes: '20:00' },
  ...[1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, opens: '16:00', closes: '20:00' })),
  { dayOfWeek: 6, opens: '09:00', closes: '20:00' },
];

export const SEED_LOCATIONS = [
  { name: 'Helsinki', address: 'Mannerheimintie 120, 00270 Helsinki', capacity: 2 },
  { name: 'Vantaa', address: 'Tikkurilantie 44, 01380 Vantaa', capacity: 2 },
  { name: 'Espoo', address: 'Leppävaarankatu 9, 02600 Espoo', capacity: 2 },
] as const;

/** Idempotent: running it again updates the same rows (matched by name) and adds nothing twice. */
export async function seedLocations(prisma: Prisma, openingHours: OpeningHours[] = DEFAULT_OPENING_HOURS) {
  for (const seed of SEED_LOCATIONS) {
    const location = await prisma.location.upsert({
      where: { name: seed.name },
      create: seed,
      update: { address: seed.address, capacity: seed.capacity },
    });
    for (const hours of openingHours) {
      await prisma.openingHours.upsert({
        where: { locationId_dayOfWeek: { locationId: location.id, dayOfWeek: hours.dayOfWeek } },
        create: { locationId: location.id, ...hours },
        update: { opens: hours.opens, closes: hours.closes },
      });
    }
    // One bay row per unit of capacity: bookings reference a bay, so this caps each slot.
    await prisma.bay.createMany({
      data: Array.from({ length: seed.capacity }, (_, i) => ({ locationId: location.id, number: i + 1 })),
      skipDuplicates: true,
    });
  }
}
