import type { Reservation } from '@tire/contracts';
import { fixtureReservation } from '@tire/mocks';

/**
 * The booking the track and manage pages show: TIRE-7K3QZP, a paid tire install at the Espoo
 * location (3) on Saturday 8 June 2030 at 10:30, with a retightening.
 */
export const espooBooking = (overrides: Partial<Reservation> = {}): Reservation =>
  fixtureReservation({
    id: 7,
    trackingCode: 'TIRE-7K3QZP',
    serviceType: 'tire_install_3',
    locationId: 3,
    scheduledDate: '2030-06-08',
    scheduledTime: '10:30',
    additionalServices: '["retightening"]',
    totalPrice: '77.50',
    paymentStatus: 'paid',
    ...overrides,
  });
