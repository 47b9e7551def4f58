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

const refunded = (data: Record<string, unknown>, jobId: string) =>
  service.queue.add('refund.completed', { amountCents: 4500, email: 'maija@example.fi', name: 'Maija', language: 'fi', ...data }, { jobId, ...FAST_RETRIES });

describe('a completed refund', () => {
  it("of a booking: how much went back to the card, the booking's tracking code and track link", async () => {
    await refunded({ kind: 'reservation', reservationId: 42, trackingCode: 'TIRE-7KQ2MX' }, 'payments-refund-1');

    const mail = await smtp.waitFor(sentTo('maija@example.fi'));
    expect(mail.subject).toMatch(/^45,00\s€ on palautettu kortillesi$/);
    for (const body of [mail.text!, mail.html as string]) {
      expect(body).toMatch(/45,00\s€ palautettiin kortillesi\./);
      expect(body).toContain('TIRE-7KQ2MX');
      expect(body).toContain('Hei Maija,');
    }
    expect(mail.text).toContain(`${PUBLIC_URL}/track-order?code=TIRE-7KQ2MX`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/track-order?code=TIRE-7KQ2MX"`);
  });

  it('of an order, in English: the order number and the link to the dashboard', async () => {
    await refunded({ kind: 'order', orderId: 314, amountCents: 51960, email: 'john@example.com', language: 'en' }, 'payments-refund-2');

    const mail = await smtp.waitFor(sentTo('john@example.com'));
    expect(mail.subject).toBe('€519.60 has been refunded to your card');
    expect(mail.text).toContain('€519.60 was refunded to your card.');
    expect(mail.text).toContain('Order number: #314');
    expect(mail.text).toContain('Amount refunded: €519.60');
    expect(mail.text).toContain(`See your orders: ${PUBLIC_URL}/dashboard`);
    expect(mail.text).not.toContain('Tracking code');
  });

  it('without an e-mail address nothing is sent', async () => {
    const job = await refunded({ kind: 'order', orderId: 1, email: null }, 'payments-refund-3');
    await expect.poll(async () => await job.getState(), { timeout: 10_000 }).toBe('completed');
    expect((await service.queue.getJob(job.id!))?.returnvalue).toEqual({ sent: false, reason: 'no e-mail address' });
  });
});
