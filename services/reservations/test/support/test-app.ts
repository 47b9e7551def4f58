import type { Express } from 'express';
import { finnishPublicHolidays } from '@tire/contracts';
import type { AvailabilityPublisher } from '@tire/service-kit';
import { startServiceForTest } from '@tire/service-kit/testing/start-service-for-test';
import { emptyTables } from '@tire/service-kit/testing/test-database';
import { loadReservationsConfig, type ReservationsConfig } from '../../src/config.js';
import { connectDatabase, type Database } from '../../src/data-access/database.js';
import { seedHolidays } from '../../src/data-access/opening-days.js';
import { seedLocations } from '../../src/data-access/seed-locations.js';
import { createReservationsService } from '../../src/reservations-service.js';
import { TEST_DATABASE_URL } from './test-database.js';

/** A Monday morning in March 2026 (Helsinki is UTC+2 then); tests book the days after it. */
export const NOW = new Date('2026-03-02T08:00:00.000Z');

export interface TestService {
  db: Database;
  config: ReservationsConfig;
  /** The service as the BFF reaches it (with a service token made from the test's headers). */
  app: Express;
  /** The service as the payments service reaches it: the only caller of the /internal payment calls. */
  fromPayments: Express;
  /** The service as the catalogue reaches it: the only caller of the order fitting calls. */
  fromCatalogue: Express;
  /** The service itself, for tests of its boundary (no token). */
  unguarded: Express;
  /** Base URL of the app listening on a free port, for requests that must really run in parallel. */
  url: string;
  locationId: (name: string) => Promise<number>;
  reset: () => Promise<void>;
  close: () => Promise<void>;
}

/** Tests book many times as one guest: the unpaid-hold limit is lifted unless a test is about it. */
export async function startTestService({
  now = () => NOW,
  maxUnpaidHolds = 1000,
  horizonDays = 90,
  availability,
}: { now?: () => Date; maxUnpaidHolds?: number; horizonDays?: number; availability?: AvailabilityPublisher } = {}): Promise<TestService> {
  const settings = loadReservationsConfig();
  const config: ReservationsConfig = { ...settings, databaseUrl: TEST_DATABASE_URL, booking: { ...settings.booking, maxUnpaidHolds, horizonDays } };
  const db = connectDatabase(TEST_DATABASE_URL, { poolSize: 10 });
  await seedLocations(db.prisma);
  // As `npm run seed` does: Finland's holidays of the tests' year and the next.
  await seedHolidays(db.pool, [...finnishPublicHolidays(2026), ...finnishPublicHolidays(2027)]);
  const service = startServiceForTest(createReservationsService, {
    service: 'reservations',
    config,
    db,
    clock: now,
    cacheTtlMs: 0,
    availability: availability ?? null,
  });
  return {
    db,
    config,
    app: service.app,
    fromPayments: service.as('payments'),
    fromCatalogue: service.as('catalogue'),
    unguarded: service.unguarded,
    url: await service.listen(),
    async locationId(name) {
      return (await db.prisma.location.findUniqueOrThrow({ where: { name } })).id;
    },
    async reset() {
      // The seeded locations, their hours and bays, closures and holidays stay.
      await emptyTables(db.pool, 'reservations', ['locations', 'opening_hours', 'bays', 'location_closures', 'public_holidays']);
    },
    close: () => service.close(),
  };
}

/** A complete guest booking as the reservation form sends it; override what a test is about. */
export function guestBooking(locationId: number, overrides: Record<string, unknown> = {}) {
  return {
    serviceType: 'tire_change',
    locationId: String(locationId),
    // Saturday 7 March 2026, picked in a Helsinki browser: local midnight as an ISO instant.
    scheduledDate: '2026-03-06T22:00:00.000Z',
    scheduledTime: '10:00',
    registrationNumber: 'ABC-123',
    vehicleModel: 'Toyota Corolla',
    tireSize: '205/55R16',
    guestName: 'Maija Meikäläinen',
    guestEmail: 'maija@example.fi',
    guestPhone: '+358401234567',
    guestAddress: 'Esimerkkikatu 1',
    guestApartment: '',
    guestPostalCode: '00100',
    additionalServices: '[]',
    totalPrice: '35',
    ...overrides,
  };
}
