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

const paymentEvent = (overrides: Record<string, unknown> = {}) => ({
  reservationId: 7,
  trackingCode: 'TIRE-PAID22',
  locationName: 'Vantaa',
  scheduledDate: '2026-03-07',
  scheduledTime: '10:00',
  startsAt: '2026-03-07T08:00:00.000Z',
  serviceType: 'tire_change',
  amountCents: 3500,
  paymentIntentId: 'pi_local_abc',
  paidAt: '2026-03-02T09:15:00.000Z',
  email: 'maija@example.fi',
  name: 'Maija',
  language: 'fi',
  ...overrides,
});

describe('payment receipt e-mails', () => {
  it('a Finnish customer who paid gets a receipt with the amount, the VAT inside it and the tracking link', async () => {
    await service.queue.add('payment.succeeded', paymentEvent(), { jobId: 'reservations-payment-1', ...FAST_RETRIES });

    const mail = await smtp.waitFor(sentTo('maija@example.fi'));
    expect(mail.subject).toBe('Maksukuitti TIRE-PAID22');
    for (const body of [mail.text!, mail.html as string]) {
      expect(body).toContain('Kiitos maksustasi');
      expect(body).toContain('Vantaa');
      expect(body).toContain('lauantai 7. maaliskuuta 2026');
      expect(body).toMatch(/35,00\s€/);
      // 35.00 includes 35 - 35 / 1.255 = 7.11 of VAT.
      expect(body).toMatch(/ALV 25,5 %: 7,11\s€/);
    }
    expect(mail.text).toContain(`${PUBLIC_URL}/track-order?code=TIRE-PAID22`);
  });

  it('an English customer gets it in English', async () => {
    await service.queue.add('payment.succeeded', paymentEvent({ language: 'en', email: 'eero@example.com' }), {
      jobId: 'reservations-payment-2',
      ...FAST_RETRIES,
    });
    const mail = await smtp.waitFor(sentTo('eero@example.com'));
    expect(mail.subject).toBe('Payment receipt TIRE-PAID22');
    expect(mail.text).toContain('€35.00');
  });
});
