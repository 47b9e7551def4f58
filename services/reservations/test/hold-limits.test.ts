import { RESERVATION_MESSAGES as M } from '@tire/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { guestBooking } from './support/test-app.js';
import { useTestService } from './support/use-test-service.js';

// Each unpaid booking holds a bay for 30 minutes and mails whoever it names: one e-mail address,
// one account and one client (address or IPv6 /64) may hold only a few at a time.

const service = useTestService({ maxUnpaidHolds: 2 });

let slot = 0;
/** A booking of its own slot (so capacity never decides), from `ip`, for `email`. */
function book(email: string, ip: string) {
  const minutes = 9 * 60 + 30 * (slot++ % 20);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return request(service.app)
    .post('/api/reservations')
    .set('x-forwarded-for', ip)
    .send(
      guestBooking(service.helsinki, {
        guestEmail: email,
        scheduledTime: time,
        scheduledDate: `2026-03-${String(14 + Math.floor(slot / 20) * 7).padStart(2, '0')}`,
      }),
    );
}

describe('unpaid holds per owner', () => {
  it('an e-mail address, and a client, hold at most the limit; others still book', async () => {
    expect((await book('anna@example.fi', '198.51.100.1')).status).toBe(201);
    expect((await book('anna@example.fi', '198.51.100.1')).status).toBe(201);

    const sameEmail = await book('anna@example.fi', '198.51.100.2');
    expect(sameEmail.status).toBe(429);
    expect(sameEmail.body.message).toBe(M.tooManyUnpaidHolds);
    expect((await book('ben@example.fi', '198.51.100.1')).status).toBe(429);
    expect((await book('ben@example.fi', '198.51.100.3')).status).toBe(201);
  });

  it('a paid booking no longer counts', async () => {
    const first = await book('cia@example.fi', '198.51.100.9');
    await book('cia@example.fi', '198.51.100.9');
    await request(service.fromPayments).post(`/internal/reservations/${first.body.id}/paid`).send({ paymentIntentId: 'pi_1', amountCents: 3500 }).expect(200);

    expect((await book('cia@example.fi', '198.51.100.9')).status).toBe(201);
  });

  it('a burst of parallel bookings for one e-mail gets exactly the limit through', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => book('dan@example.fi', `203.0.113.${i + 1}`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(8);
  });
});
