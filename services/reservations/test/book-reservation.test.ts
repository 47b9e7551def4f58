import { errorCodeOf, RESERVATION_MESSAGES as M, reservationSchema, trackingCodePattern } from '@tire/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { guestBooking, NOW } from './support/test-app.js';
import { useTestService } from './support/use-test-service.js';

const service = useTestService();

const book = (body: object, headers: Record<string, string> = {}) => request(service.app).post('/api/reservations').set(headers).send(body);

describe('booking a tire change', () => {
  it('when a guest books a free slot, then the reservation is created with a tracking code and awaits payment', async () => {
    const response = await book(guestBooking(service.helsinki));

    expect(response.status).toBe(201);
    const reservation = reservationSchema.parse(response.body);
    expect(reservation.trackingCode).toMatch(/^TIRE-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/);
    expect(reservation.trackingCode).toMatch(trackingCodePattern);
    expect(reservation).toMatchObject({
      locationId: service.helsinki,
      scheduledDate: '2026-03-07',
      scheduledTime: '10:00',
      startsAt: '2026-03-07T08:00:00.000Z',
      status: 'pending',
      paymentStatus: 'pending',
      guestEmail: 'maija@example.fi',
      vehicleBrand: 'ABC-123',
      additionalServices: '[]',
    });
  });

  it('when the browser sends its own totalPrice, then the server computes the price from its tables', async () => {
    const response = await book(
      guestBooking(service.helsinki, {
        serviceType: 'tire_repair_1',
        additionalServices: JSON.stringify(['tire_bags', 'retightening']),
        totalPrice: '1.00',
      }),
    );

    expect(response.status).toBe(201);
    expect(response.body.totalPrice).toBe('60.00');
    const row = await service.db.prisma.reservation.findFirstOrThrow();
    expect(row.totalCents).toBe(6000);
  });

  it('when the booking is stored, then a reservation.created event is in the outbox for the confirmation e-mail', async () => {
    const response = await book(guestBooking(service.helsinki), { 'x-user-language': 'en' });

    const events = await service.db.prisma.outboxEvent.findMany();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'reservation.created',
      publishedAt: null,
      payload: expect.objectContaining({
        trackingCode: response.body.trackingCode,
        email: 'maija@example.fi',
        language: 'en',
        locationName: 'Helsinki',
      }),
    });
  });

  it('when a signed-in customer books without guest contact details, then it is accepted and linked to them', async () => {
    const response = await book(guestBooking(service.helsinki, { guestName: '', guestEmail: '', guestPhone: '' }), {
      'x-user-id': 'user-42',
    });

    expect(response.status).toBe(201);
    const mine = await request(service.app).get('/api/reservations').set('x-user-id', 'user-42');
    expect(mine.body.map((r: { trackingCode: string }) => r.trackingCode)).toEqual([response.body.trackingCode]);
  });

  it('when a guest leaves out name, e-mail or phone, then the answer is 400 asking for them', async () => {
    for (const missing of ['guestName', 'guestEmail', 'guestPhone']) {
      const response = await book(guestBooking(service.helsinki, { [missing]: '' }));
      expect(response.status, missing).toBe(400);
      expect(response.body.message).toBe(M.guestContactRequired);
    }
    expect(await service.db.prisma.reservation.count()).toBe(0);
  });

  it.each([
    ['serviceType', M.serviceType],
    ['locationId', M.locationId],
    ['scheduledDate', M.scheduledDate],
    ['scheduledTime', M.scheduledTime],
    ['registrationNumber', M.registrationNumber],
    ['vehicleModel', M.vehicleModel],
    ['tireSize', M.tireSize],
    ['guestAddress', M.guestAddress],
    ['guestPostalCode', M.guestPostalCode],
  ])('when %s is missing, then the answer is 400 with its form message', async (field, message) => {
    const body: Record<string, unknown> = guestBooking(service.helsinki);
    delete body[field];

    const response = await book(body);

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body).toMatchObject({ code: 'validation' });
    expect(response.body.errors).toContainEqual({ path: field, message, code: errorCodeOf(message) });
  });

  it('when the e-mail is not an address, then the answer is 400 "Invalid email address"', async () => {
    const response = await book(guestBooking(service.helsinki, { guestEmail: 'not-an-email' }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(M.guestEmail);
  });

  it('when the time is outside the opening hours or has passed, then the answer is 422 and nothing is stored', async () => {
    // Wednesday opens at 16:00
    const closed = await book(guestBooking(service.helsinki, { scheduledDate: '2026-03-04', scheduledTime: '10:00' }));
    expect(closed.status).toBe(422);
    expect(closed.body.message).toBe(M.slotOutsideHours);

    const past = await book(guestBooking(service.helsinki, { scheduledDate: '2026-03-01', scheduledTime: '10:00' }));
    expect(past.status).toBe(422);
    expect(past.body.message).toBe(M.slotInPast);

    expect(await service.db.prisma.reservation.count()).toBe(0);
  });

  it('when the location does not exist, then the answer is 404', async () => {
    const response = await book(guestBooking(9999));
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(M.locationNotFound);
  });

  it('when the body is not JSON, then the answer is a 400, not a 500', async () => {
    const response = await request(service.app).post('/api/reservations').set('content-type', 'application/json').send('{"oops');
    expect(response.status).toBe(400);
  });
});

describe('retrying a booking with an Idempotency-Key', () => {
  it('when the same request is sent twice with one key, then one reservation exists and both answers are the same', async () => {
    const body = guestBooking(service.helsinki);
    const first = await book(body, { 'idempotency-key': 'retry-1' });
    const second = await book(body, { 'idempotency-key': 'retry-1' });

    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await service.db.prisma.reservation.count()).toBe(1);
    expect(await service.db.prisma.outboxEvent.count()).toBe(1);
  });

  it('when the same key comes with a different body, then the answer is 409 and nothing new is booked', async () => {
    await book(guestBooking(service.helsinki), { 'idempotency-key': 'retry-2' });
    const other = await book(guestBooking(service.helsinki, { scheduledTime: '11:00' }), { 'idempotency-key': 'retry-2' });

    expect(other.status).toBe(409);
    expect(other.body.message).toBe(M.idempotencyConflict);
    expect(await service.db.prisma.reservation.count()).toBe(1);
  });

  it('when a retry races the first request, then still only one reservation is made', async () => {
    const body = guestBooking(service.helsinki);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        fetch(`${service.url}/api/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': 'retry-3' },
          body: JSON.stringify(body),
        }).then(async (r) => ({ status: r.status, body: await r.json() })),
      ),
    );

    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.trackingCode)).size).toBe(1);
    expect(await service.db.prisma.reservation.count()).toBe(1);
  });
});

describe('another time chosen while a hold is kept (Back from checkout)', () => {
  const outboxTypes = async () => (await service.db.prisma.outboxEvent.findMany({ orderBy: { id: 'asc' } })).map((event) => event.type);

  it('when the new booking names the held one, then the first is released unmailed and the customer keeps one hold with one e-mail waiting', async () => {
    const first = await book(guestBooking(service.helsinki), { 'idempotency-key': 'tab-first' });
    const second = await book(guestBooking(service.helsinki, { scheduledTime: '11:00', replacesHold: 'tab-first' }), { 'idempotency-key': 'tab-second' });

    expect(second.status).toBe(201);
    const rows = await service.db.prisma.reservation.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map((row) => [row.trackingCode, row.status])).toEqual([
      [first.body.trackingCode, 'cancelled'],
      [second.body.trackingCode, 'pending'],
    ]);
    // The first "held" e-mail was still waiting: withdrawn, and no cancellation is mailed for a hold never told of.
    expect(await outboxTypes()).toEqual(['reservation.created']);
    const waiting = await service.db.prisma.outboxEvent.findFirstOrThrow();
    expect((waiting.payload as { trackingCode: string }).trackingCode).toBe(second.body.trackingCode);
    expect(waiting.availableAt!.getTime()).toBeGreaterThan(NOW.getTime());
    const history = await service.db.prisma.reservationEvent.findMany({ where: { reservationId: first.body.id, type: 'cancelled' } });
    expect(history[0]!.details).toMatchObject({ reason: 'customer', replacedBy: second.body.trackingCode, customerNotified: false });
  });

  it('when the first held e-mail has already gone, then the release is mailed as a cancellation', async () => {
    const first = await book(guestBooking(service.helsinki), { 'idempotency-key': 'tab-mailed' });
    await service.db.prisma.outboxEvent.updateMany({ data: { publishedAt: new Date() } });
    await book(guestBooking(service.helsinki, { scheduledTime: '11:00', replacesHold: 'tab-mailed' }), { 'idempotency-key': 'tab-mailed-2' });

    const unsent = await service.db.prisma.outboxEvent.findMany({ where: { publishedAt: null }, orderBy: { id: 'asc' } });
    expect(unsent.map((event) => [event.type, (event.payload as { trackingCode: string }).trackingCode])).toEqual([
      ['reservation.created', expect.not.stringMatching(first.body.trackingCode)],
      ['reservation.cancelled', first.body.trackingCode],
    ]);
  });

  it("when the named booking is paid, someone else's, or the request itself, then nothing is released", async () => {
    const paid = await book(guestBooking(service.helsinki), { 'idempotency-key': 'paid-one' });
    await service.db.prisma.reservation.update({ where: { id: paid.body.id }, data: { paymentStatus: 'paid' } });
    await book(guestBooking(service.helsinki, { scheduledTime: '11:00', replacesHold: 'paid-one' }), { 'idempotency-key': 'after-paid' });

    const customers = await book(guestBooking(service.helsinki, { scheduledTime: '12:00' }), { 'idempotency-key': 'customers-hold', 'x-user-id': 'user-a' });
    await book(guestBooking(service.helsinki, { scheduledTime: '13:00', replacesHold: 'customers-hold' }), { 'idempotency-key': 'stranger' });

    const itself = await book(guestBooking(service.helsinki, { scheduledTime: '14:00', replacesHold: 'self' }), { 'idempotency-key': 'self' });

    for (const id of [paid.body.id, customers.body.id, itself.body.id]) {
      expect((await service.db.prisma.reservation.findUniqueOrThrow({ where: { id } })).status).toBe('pending');
    }
  });

  it('when the named key is not a key, then the answer is 400 and nothing is booked', async () => {
    const response = await book(guestBooking(service.helsinki, { replacesHold: 'not a key\u0000' }));
    expect(response.status).toBe(400);
    expect(await service.db.prisma.reservation.count()).toBe(0);
  });
});
