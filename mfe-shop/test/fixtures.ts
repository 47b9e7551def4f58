import type { Reservation } from '@tire/contracts';

/** A guest's unpaid booking, made at 10:00 UTC on 1 June 2030 (held until 13:30 Helsinki time). */
export const unpaidReservation = (overrides: Partial<Reservation> = {}): Reservation => ({
  id: 7,
  trackingCode: 'TIRE-7K3QZP',
  serviceType: 'tire_change',
  locationId: 2,
  scheduledDate: '2030-06-08',
  scheduledTime: '10:30',
  startsAt: '2030-06-08T07:30:00.000Z',
  registrationNumber: 'ABC-123',
  vehicleBrand: 'ABC-123',
  vehicleModel: 'Golf',
  tireSize: '205/55 R16',
  guestName: 'Maija',
  guestEmail: 'maija@example.fi',
  guestPhone: '0401234567',
  guestAddress: 'Katu 1',
  guestApartment: null,
  guestPostalCode: '00100',
  additionalServices: '[]',
  totalPrice: '35.00',
  status: 'pending',
  paymentStatus: 'pending',
  notes: null,
  createdAt: '2030-06-01T10:00:00.000Z',
  ...overrides,
});
