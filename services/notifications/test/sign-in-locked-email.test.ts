import { NOTIFICATION_JOB_ATTEMPTS, NOTIFICATION_JOB_BACKOFF } from '@tire/contracts';
import { describe, expect, it } from 'vitest';
import { useMailingService } from './support/mailing-service.js';

const notifications = useMailingService();

const locked = notifications.sender('sign-in.locked', {}, { attempts: NOTIFICATION_JOB_ATTEMPTS, backoff: NOTIFICATION_JOB_BACKOFF });

describe('sign-in lockout e-mails', () => {
  it('tells the owner in Finnish, as plain text and HTML, that sign-in was paused', async () => {
    const mail = await locked.deliver({ email: 'omistaja@example.fi', language: 'fi' }, 'locked-fi');
    expect(mail.subject).toBe('Kirjautuminen sähköpostiosoitteellasi keskeytettiin');
    expect(mail.text).toContain('väärä kirjautumiskoodi');
    expect(mail.text).toContain('sinun ei tarvitse tehdä mitään');
    expect(mail.html).toContain('lang="fi"');
  });

  it('in English for an English account, and in Finnish when no language is known', async () => {
    await locked({ email: 'owner@example.com', language: 'en' }, 'locked-en');
    await locked({ email: 'nolang@example.fi' }, 'locked-default');

    const english = await notifications.mailTo('owner@example.com');
    expect(english.subject).toBe('Sign-in with your e-mail address was paused');
    expect(english.text).toContain('you need not do anything');
    expect((await notifications.mailTo('nolang@example.fi')).subject).toBe('Kirjautuminen sähköpostiosoitteellasi keskeytettiin');
  });
});
