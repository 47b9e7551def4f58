import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF_MESSAGES } from '../src/middleware/csrf.js';
import { startBff } from './harness.js';
import { fakeServiceForFile } from './support/fake-service-for-file.js';

const contact = { name: 'Maija', email: 'maija@example.fi', phone: '0401234567', message: 'Hello, is Saturday free?' };

const service = fakeServiceForFile();
let bff: Awaited<ReturnType<typeof startBff>>;

beforeAll(async () => {
  bff = await startBff({ NOTIFICATIONS_URL: service.url, PAYMENTS_URL: service.url, ALLOWED_ORIGINS: 'https://rengas.example.fi' });
});
afterAll(() => bff?.close());
beforeEach(() => {
  service.received.length = 0;
});

describe('cross-site request forgery', () => {
  it('refuses a form post (no JSON, no X-Requested-With) before any service sees it', async () => {
    const response = await request(bff.server)
      .post('/api/contact')
      .type('form')
      .send('name=Maija&email=maija@example.fi&phone=0401234567&message=Hello there friends');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ code: 'forbidden', message: CSRF_MESSAGES.notMarked });
    expect(service.received).toHaveLength(0);
  });

  it('refuses JSON sent from another site’s page', async () => {
    const response = await request(bff.server).post('/api/contact').set('Origin', 'https://evil.example').send(contact);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ code: 'forbidden', message: CSRF_MESSAGES.badOrigin });
    expect(service.received).toHaveLength(0);
  });

  it('accepts the app’s own calls: JSON from its own origin or an allowed one, or marked with X-Requested-With', async () => {
    await request(bff.server).post('/api/contact').set('Origin', bff.origin).send(contact).expect(200);
    await request(bff.server).post('/api/contact').set('Origin', 'https://rengas.example.fi').send(contact).expect(200);
    await request(bff.server).post('/api/contact').send(contact).expect(200);
    // Marked but not JSON: passes the CSRF rule, then fails the contract (no JSON body).
    const marked = await request(bff.server).post('/api/contact').set('X-Requested-With', 'tire-platform').type('text').send('hi');
    expect(marked.status).toBe(400);
    expect(service.received).toHaveLength(3);
  });

  it('lets Stripe’s webhook through untouched: no CSRF rule, the raw bytes reach payments', async () => {
    const payload = '{"id":"evt_1",  "type":"payment_intent.succeeded"}';
    const response = await request(bff.server)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json; charset=utf-8')
      .set('Stripe-Signature', 't=1,v1=abc')
      .send(payload);
    expect(response.status).toBe(200);
    expect(service.received).toHaveLength(1);
    expect(service.received[0]!.raw).toBe(payload);
    expect(service.received[0]!.headers['stripe-signature']).toBe('t=1,v1=abc');
  });
});
