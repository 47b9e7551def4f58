import { RESERVATION_MESSAGES as M, trackedReservationSchema } from '@tire/contracts';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guestBooking, startTestService, type TestService } from './support/test-app.js';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
beforeEach(() => service.reset());
afterAll(() => service.close());

describe('tracking a reservation by its code', () => {
  it('shows status, time, place and price, and no personal data', async () => {
    const helsinki = await service.locationId('Helsinki');
    const booked = await request(service.app)
      .post('/api/reservations')
      .send(guestBooking(helsinki, { notes: 'Winter tires in the trunk' }));

    const response = await request(service.app).get(`/api/reservations/track/${booked.body.trackingCode.toLowerCase()}`);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      trackingCode: booked.body.trackingCode,
      status: 'pending',
      paymentStatus: 'pending',
      scheduledDate: '2026-03-07',
      scheduledTime: '10:00',
      locationId: helsinki,
      locationName: 'Helsinki',
      serviceType: 'tire_change',
      totalPrice: '35.00',
      // Free text stays with the owner and the admin: anyone with the code sees no notes.
      notes: null,
      // Unpaid: the slot is held for 30 minutes from the booking.
      holdExpiresAt: new Date(Date.parse(booked.body.createdAt) + 30 * 60_000).toISOString(),
      // What the lifecycle says: held until paid, changeable online until 24 h before.
      stage: 'held',
      cancellationReason: null,
      refundStatus: null,
      refundAmount: null,
      extras: [],
      servicePrice: '35.00',
      freeChangeUntil: '2026-03-06T08:00:00.000Z',
      customerCanChange: true,
      locationAddress: 'Mannerheimintie 120, 00270 Helsinki',
    });
    expect(trackedReservationSchema.strict().safeParse(response.body).success).toBe(true);
    const text = JSON.stringify(response.body);
    for (const secret of ['Maija', 'maija@example.fi', '+358401234567', 'Esimerkkikatu', 'ABC-123']) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers 404 "Reservation not found" for an unknown or malformed code', async () => {
    for (const code of ['TIRE-ZZZZZZ', 'nonsense', '%20']) {
      const response = await request(service.app).get(`/api/reservations/track/${code}`);
      expect(response.status, code).toBe(404);
      expect(response.body.message).toBe(M.reservationNotFound);
    }
  });
});

describe("a customer's own reservations", () => {
  it('answers 401 without an identity', async () => {
    expect((await request(service.app).get('/api/reservations')).status).toBe(401);
  });
});
