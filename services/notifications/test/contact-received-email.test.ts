import { sentTo, startSmtpCatcher, type SmtpCatcher } from '@tire/service-kit/testing/smtp-catcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_INBOX, loadNotificationsConfig } from '../src/config.js';
import { contactReceivedEmail } from '../src/templates/contact-received-email.js';
import { startTestNotifications } from './support/test-notifications.js';

const event = {
  messageId: 12,
  name: 'John <b>Smith</b>',
  email: 'john@example.com',
  phone: '+358 40 765 4321',
  message: 'Do you have winter tires\nfor 16-inch rims?',
  language: 'en' as const,
  receivedAt: '2026-11-21T14:05:00.000Z',
};

describe('the contact-form e-mail', () => {
  it('goes to the business inbox with Reply-To the visitor, carrying everything they wrote', () => {
    const email = contactReceivedEmail(event, { inbox: 'inbox@example.fi' });
    expect(email.to).toBe('inbox@example.fi');
    expect(email.replyTo).toBe('john@example.com');
    expect(email.subject).toBe('Yhteydenotto: John <b>Smith</b>');
    expect(email.text).toContain('Puhelin: +358 40 765 4321');
    expect(email.text).toContain('Kieli: englanti');
    expect(email.text).toContain('Vastaanotettu: 21. marraskuuta 2026 klo 16.05');
    expect(email.text).toContain('Do you have winter tires\nfor 16-inch rims?');
    // A message for people to answer: no "replies are not read" footer.
    expect(email.text).not.toContain('vastauksia ei lueta');
  });

  it('escapes what the visitor typed in the HTML', () => {
    const { html } = contactReceivedEmail(event, { inbox: 'inbox@example.fi' });
    expect(html).toContain('John &lt;b&gt;Smith&lt;/b&gt;');
    expect(html).not.toContain('<b>Smith</b>');
  });

  it('goes to CONTACT_INBOX, by default asiakaspalvelu@rengaspalvelu.example', () => {
    expect(loadNotificationsConfig({}).contactInbox).toBe('asiakaspalvelu@rengaspalvelu.example');
    expect(DEFAULT_CONTACT_INBOX).toBe('asiakaspalvelu@rengaspalvelu.example');
    expect(loadNotificationsConfig({ CONTACT_INBOX: 'help@example.fi' }).contactInbox).toBe('help@example.fi');
  });
});

describe('a queued contact message', () => {
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

  it('is mailed to the business inbox, and replying answers the visitor', async () => {
    await service.queue.add('contact.received', { ...event, name: 'John Smith' }, { jobId: 'notifications-contact-1' });
    const mail = await smtp.waitFor(sentTo(DEFAULT_CONTACT_INBOX));
    expect(mail.subject).toBe('Yhteydenotto: John Smith');
    expect(mail.replyTo?.text).toContain('john@example.com');
    expect(mail.text).toContain('for 16-inch rims?');
  });
});
