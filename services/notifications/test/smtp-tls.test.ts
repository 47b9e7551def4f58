import { startSmtpCatcher, type SmtpCatcher } from '@tire/service-kit/testing/smtp-catcher';
import { afterEach, describe, expect, it } from 'vitest';
import { loadNotificationsConfig } from '../src/config.js';
import { createMailer, transportOptions } from '../src/mailer.js';

let smtp: SmtpCatcher | undefined;
afterEach(async () => {
  await smtp?.stop();
  smtp = undefined;
});

const email = { to: 'tls@example.fi', subject: 'Koodi', text: '123456', html: '<p>123456</p>' };
const production = { NODE_ENV: 'production', SMTP_HOST: 'smtp.example.fi', SMTP_PORT: '587' };

describe('the connection to the mail relay', () => {
  it('requires STARTTLS in production, implicit TLS on port 465, and stays plain in development', () => {
    expect(loadNotificationsConfig(production).smtp.tls).toBe('starttls');
    expect(transportOptions(loadNotificationsConfig(production).smtp)).toMatchObject({ secure: false, requireTLS: true });
    expect(loadNotificationsConfig({ ...production, SMTP_PORT: '465' }).smtp.tls).toBe('implicit');
    expect(transportOptions(loadNotificationsConfig({ ...production, SMTP_TLS: 'implicit' }).smtp)).toMatchObject({ secure: true, requireTLS: false });
    expect(loadNotificationsConfig({}).smtp.tls).toBe('none');
    expect(transportOptions(loadNotificationsConfig({}).smtp)).toMatchObject({ secure: false, requireTLS: false });
  });

  it('refuses plain SMTP in production unless SMTP_ALLOW_PLAINTEXT=1, and an unknown mode anywhere', () => {
    expect(() => loadNotificationsConfig({ ...production, SMTP_TLS: 'none' })).toThrow(/SMTP_TLS=none/);
    expect(loadNotificationsConfig({ ...production, SMTP_TLS: 'none', SMTP_ALLOW_PLAINTEXT: '1' }).smtp.tls).toBe('none');
    expect(() => loadNotificationsConfig({ SMTP_TLS: 'maybe' })).toThrow(/SMTP_TLS must be one of/);
  });

  it('sends nothing to a relay that does not offer STARTTLS when it is required', async () => {
    smtp = await startSmtpCatcher(); // offers no STARTTLS
    const required = createMailer({ smtp: { host: '127.0.0.1', port: smtp.port, tls: 'starttls' }, mailFrom: 'noreply@rengaspalvelu.example' });
    try {
      await expect(required.send(email)).rejects.toThrow(/STARTTLS/i);
      expect(smtp.messages).toHaveLength(0);
    } finally {
      required.close();
    }
    const plain = createMailer({ smtp: { host: '127.0.0.1', port: smtp.port, tls: 'none' }, mailFrom: 'noreply@rengaspalvelu.example' });
    try {
      await plain.send(email);
      expect(smtp.messages).toHaveLength(1);
    } finally {
      plain.close();
    }
  });
});
