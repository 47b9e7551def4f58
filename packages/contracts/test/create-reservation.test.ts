import { describe, expect, it } from 'vitest';
import { createReservationBodySchema, missingGuestContact, reservationTotalCents, RESERVATION_MESSAGES } from '../src/index.js';
import { bookingServiceAndVehicle } from './support/booking-body.js';

const valid = {
  ...bookingServiceAndVehicle,
  guestAddress: 'Mannerheimintie 1',
  guestPostalCode: '00100',
  additionalServices: '["tire_bags","retightening"]',
  totalPrice: '1.00',
};

describe('the reservation contract', () => {
  it('accepts the original form payload and reads the extras from JSON text', () => {
    const parsed = createReservationBodySchema.parse(valid);
    expect(parsed.locationId).toBe(3);
    expect(parsed.additionalServices).toEqual(['tire_bags', 'retightening']);
  });

  it('answers each missing required field with the spec message', () => {
    const result = createReservationBodySchema.safeParse({ additionalServices: '[]' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        RESERVATION_MESSAGES.serviceType,
        RESERVATION_MESSAGES.locationId,
        RESERVATION_MESSAGES.scheduledDate,
        RESERVATION_MESSAGES.scheduledTime,
        RESERVATION_MESSAGES.registrationNumber,
        RESERVATION_MESSAGES.vehicleModel,
        RESERVATION_MESSAGES.tireSize,
        'Address is required',
        'Postal code is required',
      ]),
    );
  });

  it('rejects a malformed e-mail but allows an empty one', () => {
    expect(createReservationBodySchema.safeParse({ ...valid, guestEmail: 'nope' }).error?.issues[0]?.message).toBe('Invalid email address');
    expect(createReservationBodySchema.safeParse({ ...valid, guestEmail: '' }).success).toBe(true);
  });

  it('rejects unknown extras', () => {
    expect(createReservationBodySchema.safeParse({ ...valid, additionalServices: '["gold_plating"]' }).success).toBe(false);
  });

  it('requires name, e-mail and phone of a guest', () => {
    const parsed = createReservationBodySchema.parse(valid);
    expect(missingGuestContact(parsed)).toBe(true);
    expect(missingGuestContact({ guestName: 'A', guestEmail: 'a@b.fi', guestPhone: '040' })).toBe(false);
  });

  it('prices a service with extras in cents, each extra once', () => {
    expect(reservationTotalCents('tire_install_3', ['van_suv_charge', 'retightening', 'retightening'])).toBe(8250);
    expect(reservationTotalCents('call_mechanic', [])).toBe(50);
  });
});
