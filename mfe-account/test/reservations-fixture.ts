import { helsinkiWallClock, type Reservation } from '@tire/contracts';
import { fixtureReservation, fixtureUser } from '@tire/mocks';
import { TEST_NOW } from '@tire/mocks/testing';

export const customer = fixtureUser();

let nextId = 1;
/** A reservation of the signed-in fixture customer at a Helsinki date and time. */
export function reservation(date: string, time: string, overrides: Partial<Reservation> = {}): Reservation {
  const id = nextId++;
  return fixtureReservation({
    id,
    trackingCode: `TIRE-${String(id).padStart(6, 'A')}`,
    locationId: 2,
    scheduledDate: date,
    scheduledTime: time,
    vehicleModel: 'Toyota Corolla',
    guestName: 'Matti Meikäläinen',
    guestEmail: customer.email,
    guestPhone: customer.phone,
    guestAddress: customer.address,
    guestApartment: customer.apartment,
    guestPostalCode: customer.postalCode,
    createdAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  });
}

/** A reservation starting `hours` after the tests' now (Helsinki wall clock), e.g. inside the 24-hour limit. */
export function reservationInHours(hours: number, overrides: Partial<Reservation> = {}): Reservation {
  const { date, time } = helsinkiWallClock(new Date(TEST_NOW.getTime() + hours * 60 * 60 * 1000));
  return reservation(date, time, overrides);
}
