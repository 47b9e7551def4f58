import { NOTIFICATION_JOB_ATTEMPTS, NOTIFICATION_JOB_BACKOFF } from '@tire/contracts';
import { sentTo, startSmtpCatcher, type SmtpCatcher } from '@tire/service-kit/testing/smtp-catcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestNotifications } from './support/test-notifications.js';

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

const locked = (data: Record<string, unknown>, jobId: string) =>
  service.queue.add('sign-in.locked', data, { jobId, attempts: NOTIFICATION_JOB_ATTEMPTS, backoff: NOTIFICATION_JOB_BACKOFF });

describe('sign-in lockout e-mails', () => {
  it('tells the owner in Finnish, as plain text and HTML, that sign-in was paused', async () => {
    await locked({ email: 'omistaja@example.fi', language: 'fi' }, 'locked-fi');

    const mail = await smtp.waitFor(sentTo('omistaja@example.fi'));
    expect(mail.subject).toBe('Kirjautuminen sähköpostiosoitteellasi keskeytettiin');
    expect(mail.text).toContain('väärä kirjautumiskoodi');
    expect(mail.text).toContain('sinun ei tarvitse tehdä mitään');
    expect(mail.html).toContain('lang="fi"');
  });

  it('in English for an English account, and in Finnish when no language is known', async () => {
    await locked({ email: 'owner@example.com', language: 'en' }, 'locked-en');
    await locked({ email: 'nolang@example.fi' }, 'locked-default');

    const english = await smtp.waitFor(sentTo('owner@example.com'));
    expect(english.subject).toBe('Sign-in with your e-mail address was paused');
    expect(english.text).toContain('you need not do anything');
    expect((await smtp.waitFor(sentTo('nolang@example.fi'))).subject).toBe('Kirjautuminen sähköpostiosoitteellasi keskeytettiin');
  });
});
