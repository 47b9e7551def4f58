import { bookingCalendar, bookingUid } from '@tire/calendar';
import { RESERVATION_MESSAGES as M, type NotificationEvent } from '@tire/contracts';
import { readCalendar } from '@tire/calendar/testing';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { guestBooking } from './support/test-app.js';
import { useTestService } from './support/use-test-service.js';

const PUBLIC_URL = (process.env.PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, '');

const service = useTestService();

async function booked({ language = 'fi', ...overrides }: Record<string, unknown> = {}) {
  const response = await request(service.app)
    .post('/api/reservations')
    .set('x-user-language', String(language))
    .send(guestBooking(service.helsinki, overrides));
  expect(response.status).toBe(201);
  return response.body as { id: number; trackingCode: string };
}

const markPaid = (id: number) =>
  request(service.fromPayments).post(`/internal/reservations/${id}/paid`).send({ paymentIntentId: 'pi_local_1', amountCents: 3500 }).expect(200);

const calendarFile = (code: string) => request(service.app).get(`/api/reservations/track/${code}/calendar.ics`);

const parse = readCalendar;

/** The content lines, unfolded, without the ones that differ by design (when made; whom it names). */
const comparable = (source: string) =>
  source
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => !/^(DTSTAMP|ATTENDEE)[;:]/.test(line));

describe("a paid booking's calendar file", () => {
  it('downloads as <CODE>.ics: METHOD:PUBLISH, the booking UID, SEQUENCE, the Helsinki start with its VTIMEZONE, a reminder the day before', async () => {
    const reservation = await booked();
    await markPaid(reservation.id);

    const response = await calendarFile(reservation.trackingCode.toLowerCase());
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${reservation.trackingCode}.ics"`);
    const source = response.text;
    const { calendar, vevent, event, alarm } = parse(source);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.uid).toBe(bookingUid(reservation.trackingCode));
    expect(event.uid).not.toContain(`-${reservation.id}@`);
    expect(event.sequence).toBe(0);
    // Paid, not yet confirmed by the shop.
    expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(source).toContain('DTSTART;TZID=Europe/Helsinki:20260307T100000\r\n');
    expect(source).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Europe\/Helsinki\r\n/);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-07T08:00:00.000Z');
    expect(event.duration.toSeconds()).toBe(30 * 60);
    expect(event.summary).toBe('Rengaspalvelu: Renkaanvaihto');
    expect(event.location).toBe('Helsinki, Mannerheimintie 120, 00270 Helsinki');
    expect(vevent.getFirstPropertyValue('url')).toBe(`${PUBLIC_URL}/track-order?code=${reservation.trackingCode}`);
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-P1D');
  });

  it("is the confirmation e-mail's file, without the customer's personal data (anyone with the code may fetch it)", async () => {
    const reservation = await booked();
    await markPaid(reservation.id);
    const source = (await calendarFile(reservation.trackingCode)).text;

    // The e-mail's file is made from the payment.succeeded event, by the same @tire/calendar.
    const outbox = await service.db.prisma.outboxEvent.findFirstOrThrow({ where: { type: 'payment.succeeded' } });
    const paid = outbox.payload as unknown as NotificationEvent<'payment.succeeded'>;
    const emailed = bookingCalendar(paid, { method: 'PUBLISH', sequence: paid.calendarSequence ?? 0, language: paid.language, publicUrl: PUBLIC_URL });
    expect(comparable(source)).toEqual(comparable(emailed.content));

    for (const secret of ['Maija', 'maija@example.fi', '+358401234567', 'Esimerkkikatu', 'ABC-123', 'ATTENDEE']) {
      expect(source).not.toContain(secret);
    }
  });

  it("speaks the booking's language and carries its calendar_sequence (raised by every move)", async () => {
    const reservation = await booked({ language: 'en', serviceType: 'tire_repair_1', totalPrice: '45' });
    await markPaid(reservation.id);
    await service.db.prisma.reservation.update({ where: { id: reservation.id }, data: { calendarSequence: 2 } });

    const { event, alarm } = parse((await calendarFile(reservation.trackingCode)).text);
    expect(event.summary).toBe('Rengaspalvelu: Tire repair');
    expect(event.description).toBe(
      `Tracking code ${reservation.trackingCode}. Follow your booking: ${PUBLIC_URL}/track-order?code=${reservation.trackingCode}`,
    );
    expect(alarm?.getFirstPropertyValue('description')).toBe('Tomorrow: Tire repair at Rengaspalvelu');
    expect(event.sequence).toBe(2);
  });

  it('answers 404 "Reservation not found" for an unpaid booking, a cancelled one, and an unknown or malformed code', async () => {
    const unpaid = await booked();
    const cancelled = await booked({ scheduledTime: '11:00' });
    await markPaid(cancelled.id);
    await service.db.prisma.reservation.update({
      where: { id: cancelled.id },
      data: { status: 'cancelled', cancellationReason: 'customer', cancelledAt: new Date() },
    });

    for (const code of [unpaid.trackingCode, cancelled.trackingCode, 'TIRE-ZZZZZZ', 'nonsense']) {
      const response = await request(service.app).get(`/api/reservations/track/${code}/calendar.ics`);
      expect(response.status, code).toBe(404);
      expect(response.headers['content-type'], code).toMatch(/^application\/json/);
      // The service's JSON error, as the track route answers an unknown code.
      expect(response.body, code).toEqual({ code: 'reservation.reservationNotFound', message: M.reservationNotFound, requestId: expect.any(String) });
    }
  });
});
