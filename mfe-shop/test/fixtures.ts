import type { Reservation } from '@tire/contracts';
import { fixtureReservation } from '@tire/mocks';

/** A guest's unpaid booking, made at 10:00 UTC on 1 June 2030 (held until 13:30 Helsinki time). */
export const unpaidReservation = (overrides: Partial<Reservation> = {}): Reservation =>
  fixtureReservation({
    id: 7,
    trackingCode: 'TIRE-7K3QZP',
    locationId: 2,
    scheduledDate: '2030-06-08',
    scheduledTime: '10:30',
    startsAt: '2030-06-08T07:30:00.000Z',
    ...overrides,
  });
