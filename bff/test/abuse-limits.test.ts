import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromClient, redisReady, startBff } from './harness.js';
import { guestBooking } from './support/bookings.js';
import { fakeServiceForFile } from './support/fake-service-for-file.js';

// Per-client limits on the calls that cost the business something: a held bay, a mail, a call to
// the payment provider. Behind a proxy the client is the forwarded address (TRUST_PROXY), and
// IPv6 clients count per /64.
const reservations = fakeServiceForFile();
const payments = fakeServiceForFile();
const notifications = fakeServiceForFile();

beforeAll(() => {
  reservations.answerWith((_req, res) => void res.status(201).json({ trackingCode: 'TIRE-AAAAAA' }));
});

const booking = guestBooking({
  locationId: 1,
  scheduledDate: '2030-06-08',
  scheduledTime: '10:00',
  vehicleModel: 'Toyota Corolla',
  guestAddress: 'Esimerkkikatu 1',
});

async function bffWith(env: Record<string, string>) {
  const bff = await startBff({
    RESERVATIONS_URL: reservations.url,
    PAYMENTS_URL: payments.url,
    NOTIFICATIONS_URL: notifications.url,
    TRUST_PROXY: 'true',
    ...env,
  });
  return redisReady(bff);
}

const book = (server: Parameters<typeof request>[0], from: string) => request(server).post('/api/reservations').set(fromClient(from)).send(booking);

describe('anonymous bookings per client', () => {
  it('200 bookings from one address are cut off at the limit, while a second address still books', async () => {
    const bff = await bffWith({ BOOKING_RATE_LIMIT: '10' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 200; i += 1) statuses.push((await book(bff.server, '198.51.100.7')).status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(190);
      expect((await book(bff.server, '198.51.100.8')).status).toBe(201);
    } finally {
      await bff.close();
    }
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    const bff = await bffWith({ BOOKING_RATE_LIMIT: '3' });
    try {
      for (const suffix of ['1', '2', '3']) expect((await book(bff.server, `2001:db8:1:2::${suffix}`)).status).toBe(201);
      expect((await book(bff.server, '2001:db8:1:2::ffff')).status).toBe(429);
      expect((await book(bff.server, '2001:db8:1:3::1')).status).toBe(201);
    } finally {
      await bff.close();
    }
  });
});

describe('the other costly calls', () => {
  it('limit contact messages, payment verifications and the per-code payment of a booking', async () => {
    const bff = await bffWith({ CONTACT_RATE_LIMIT: '2', PAYMENT_RATE_LIMIT: '2', TRACK_RATE_LIMIT: '2' });
    const from = fromClient('192.0.2.44');
    try {
      const contact = () =>
        request(bff.server)
          .post('/api/contact')
          .set(from)
          .send({ name: 'Maija', email: 'maija@example.fi', phone: '0401234567', message: 'Onko talvirenkaita?' });
      const verify = () => request(bff.server).get('/api/verify-payment/pi_123').set(from);
      const payByCode = () => request(bff.server).post('/api/create-reservation-payment').set(from).send({ trackingCode: 'TIRE-AAAAAA' });
      for (const call of [contact, verify]) {
        expect((await call()).status).not.toBe(429);
        expect((await call()).status).not.toBe(429);
        expect((await call()).status).toBe(429);
      }
      // The payment by code shares the tracking lookups' budget: guessing codes there is no cheaper.
      await request(bff.server).get('/api/reservations/track/TIRE-AAAAAA').set(from);
      expect((await payByCode()).status).not.toBe(429);
      expect((await payByCode()).status).toBe(429);
    } finally {
      await bff.close();
    }
  });
});
