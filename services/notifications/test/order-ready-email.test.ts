import { sentTo, startSmtpCatcher, type SmtpCatcher } from '@tire/service-kit/testing/smtp-catcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_RETRIES, PUBLIC_URL, startTestNotifications } from './support/test-notifications.js';

let smtp: SmtpCatcher;
let service: ReturnType<typeof startTestNotifications>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  service = startTestNotifications({ smtpPort: smtp.port });
});
afterAll(async () => {
  await service.close();
  await smtp.stop();
});

const readyEvent = (overrides: Record<string, unknown> = {}) => ({
  orderId: 314,
  lines: [{ name: 'Nokian Hakkapeliitta R5', size: '205/55 R16', quantity: 4 }],
  installationRequested: false,
  location: { id: 2, name: 'Vantaa – Tikkurila', address: 'Tikkurilantie 10, 01300 Vantaa' },
  readyAt: '2026-10-05T09:15:00.000Z',
  email: 'maija@example.fi',
  language: 'fi',
  ...overrides,
});

const ready = (overrides: Record<string, unknown>, jobId: string) => service.queue.add('order.ready', readyEvent(overrides), { jobId, ...FAST_RETRIES });

describe('the e-mail of an order ready at its location', () => {
  it('in Finnish: the tires are ready at the location, with the order number, the tires, the address and the link to the orders', async () => {
    await ready({}, 'catalogue-ready-1');

    const mail = await smtp.waitFor(sentTo('maija@example.fi'));
    expect(mail.subject).toBe('Renkaasi ovat valmiina toimipisteessä Vantaa – Tikkurila');
    for (const body of [mail.text!, mail.html as string]) {
      expect(body).toContain('Tilauksesi #314 renkaat ovat valmiina toimipisteessä Vantaa – Tikkurila.');
      expect(body).toContain('4 × Nokian Hakkapeliitta R5 205/55 R16');
      expect(body).toContain('Tikkurilantie 10, 01300 Vantaa');
      expect(body).toContain('Voit noutaa ne aukioloaikoinamme.');
    }
    expect(mail.text).toContain(`Katso tilauksesi: ${PUBLIC_URL}/dashboard`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/dashboard"`);
  });

  it('in English, for tires to be fitted there', async () => {
    await ready({ email: 'john@example.com', language: 'en', installationRequested: true, orderId: 315 }, 'catalogue-ready-2');

    const mail = await smtp.waitFor(sentTo('john@example.com'));
    expect(mail.subject).toBe('Your tires are ready at Vantaa – Tikkurila');
    expect(mail.text).toContain('Your tires from order #315 are ready at Vantaa – Tikkurila.');
    expect(mail.text).toContain('We fit them at the location');
    expect(mail.text).toContain('Order number: #315');
    expect(mail.text).toContain(`See your orders: ${PUBLIC_URL}/dashboard`);
    expect(mail.html).toContain('Your tires are ready');
  });

  it('without an e-mail address nothing is sent', async () => {
    const job = await ready({ email: null }, 'catalogue-ready-3');
    await expect.poll(async () => await job.getState(), { timeout: 10_000 }).toBe('completed');
    expect((await service.queue.getJob(job.id!))?.returnvalue).toEqual({ sent: false, reason: 'no e-mail address' });
  });
});
