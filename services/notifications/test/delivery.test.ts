import { NOTIFICATIONS_DEAD_LETTER_QUEUE } from '@tire/contracts';
import { sentTo, startSmtpCatcher, type SmtpCatcher } from '@tire/service-kit/testing/smtp-catcher';
import { afterEach, describe, expect, it } from 'vitest';
import { closedPort, FAST_RETRIES, receiptEvent, startTestNotifications } from './support/test-notifications.js';

let smtp: SmtpCatcher | undefined;
let service: ReturnType<typeof startTestNotifications> | undefined;

afterEach(async () => {
  await service?.close();
  await smtp?.stop();
  service = undefined;
  smtp = undefined;
});

const code = (email: string) => ({ email, code: '123456', purpose: 'login', language: 'en', expiresInMinutes: 10 });

describe('delivery guarantees', () => {
  it('the same job id added twice, even after it was sent, sends one e-mail', async () => {
    smtp = await startSmtpCatcher();
    service = startTestNotifications({ smtpPort: smtp.port });
    const options = { jobId: 'reservations-77', ...FAST_RETRIES, removeOnComplete: { age: 3600 } };

    await service.queue.add('reservation.created', receiptEvent({ email: 'once@example.fi' }), options);
    await service.queue.add('reservation.created', receiptEvent({ email: 'once@example.fi' }), options);
    await smtp.waitFor(sentTo('once@example.fi'));
    // A relay that retries after a crash adds the same id again later.
    await service.queue.add('reservation.created', receiptEvent({ email: 'once@example.fi' }), options);
    await new Promise((resolve) => setTimeout(resolve, 1000));

    expect(smtp.messages.filter(sentTo('once@example.fi'))).toHaveLength(1);
  });

  it('while the SMTP server is down the e-mail is retried, and after the last attempt it is in the dead-letter queue with the error', async () => {
    service = startTestNotifications({ smtpPort: await closedPort() });
    const attempts: number[] = [];
    service.notifications.worker.on('failed', (job) => job && attempts.push(job.attemptsMade));

    await service.queue.add('login-code.requested', code('down@example.fi'), { jobId: 'accounts-down-1', ...FAST_RETRIES });

    const deadLetters = service.notifications.deadLetters;
    expect(deadLetters.name).toBe(NOTIFICATIONS_DEAD_LETTER_QUEUE);
    await expect.poll(() => deadLetters.getJob('accounts-down-1'), { timeout: 15_000 }).toBeDefined();
    const dead = await deadLetters.getJob('accounts-down-1');
    expect(dead?.name).toBe('login-code.requested');
    expect(dead?.data).toMatchObject({
      event: 'login-code.requested',
      jobId: 'accounts-down-1',
      attemptsMade: 3,
      data: code('down@example.fi'),
    });
    expect(dead?.data.failedReason).toMatch(/ECONNREFUSED/);
    expect(attempts).toEqual([1, 2, 3]);
    expect(await (await service.queue.getJob('accounts-down-1'))?.getState()).toBe('failed');
  });

  it('an e-mail that failed while SMTP was down is delivered by a later attempt once it is back', async () => {
    smtp = await startSmtpCatcher();
    const port = smtp.port;
    await smtp.stop();
    service = startTestNotifications({ smtpPort: port });

    await service.queue.add('login-code.requested', code('later@example.fi'), {
      jobId: 'accounts-later-1',
      attempts: 5,
      backoff: { type: 'exponential', delay: 300 },
    });
    const job = await service.queue.getJob('accounts-later-1');
    await expect.poll(async () => (await service!.queue.getJob('accounts-later-1'))?.attemptsMade, { timeout: 10_000 }).toBeGreaterThan(0);
    smtp = await startSmtpCatcher({ port });

    const mail = await smtp.waitFor(sentTo('later@example.fi'), 15_000);
    expect(mail.subject).toBe('Your sign-in code');
    expect(job?.id).toBe('accounts-later-1');
  });

  it('an event the contract rejects is dead-lettered at once instead of retried', async () => {
    smtp = await startSmtpCatcher();
    service = startTestNotifications({ smtpPort: smtp.port });

    await service.queue.add('login-code.requested', { email: 'broken@example.fi' }, { jobId: 'accounts-broken-1', ...FAST_RETRIES });

    await expect.poll(() => service!.notifications.deadLetters.getJob('accounts-broken-1'), { timeout: 10_000 }).toBeDefined();
    const dead = await service.notifications.deadLetters.getJob('accounts-broken-1');
    expect(dead?.data.attemptsMade).toBe(1);
    expect(dead?.data.failedReason).toContain('Invalid login-code.requested data');
    expect(smtp.messages).toHaveLength(0);
  });
});
