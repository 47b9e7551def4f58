import { NOTIFICATION_JOB_ATTEMPTS, NOTIFICATION_JOB_BACKOFF } from '@tire/contracts';
import { describe, expect, it } from 'vitest';
import { useMailingService } from './support/mailing-service.js';

const notifications = useMailingService();

const requestCode = notifications.sender('login-code.requested', {}, { attempts: NOTIFICATION_JOB_ATTEMPTS, backoff: NOTIFICATION_JOB_BACKOFF });

describe('login code e-mails', () => {
  it('a Finnish sign-in code request sends the code in Finnish, as plain text and HTML', async () => {
    const mail = await requestCode.deliver({ email: 'liisa@example.fi', code: '482913', purpose: 'login', language: 'fi', expiresInMinutes: 10 }, 'code-fi');
    expect(mail.subject).toBe('Kirjautumiskoodisi');
    // Subjects show on lock screens: the code is in the body only.
    expect(mail.subject).not.toMatch(/\d/);
    expect(mail.from?.text).toContain('noreply@rengaspalvelu.example');
    expect(mail.text).toContain('482913');
    expect(mail.text).toContain('Koodi on voimassa 10 minuuttia');
    expect(mail.html).toContain('482913');
    expect(mail.html).toContain('lang="fi"');
  });

  it('an English sign-up code request sends the sign-up text in English', async () => {
    const mail = await requestCode.deliver({ email: 'john@example.com', code: '007421', purpose: 'signup', language: 'en', expiresInMinutes: 10 }, 'code-en');
    expect(mail.subject).toBe('Your sign-up code');
    expect(mail.subject).not.toContain('007421');
    expect(mail.text).toContain('create your account');
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.html).toContain('007421');
  });

  it('a request without a language is answered in Finnish, the default', async () => {
    await requestCode({ email: 'nolang@example.fi', code: '111222', purpose: 'login', expiresInMinutes: 10 }, 'code-default');

    expect((await notifications.mailTo('nolang@example.fi')).subject).toBe('Kirjautumiskoodisi');
  });
});
