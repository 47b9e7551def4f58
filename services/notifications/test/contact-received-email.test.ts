import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_INBOX, loadNotificationsConfig } from '../src/config.js';
import { contactReceivedEmail } from '../src/templates/contact-received-email.js';
import { expectInText } from './support/mail-reading.js';
import { useMailingService } from './support/mailing-service.js';

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
    expectInText(email, [
      'Puhelin: +358 40 765 4321',
      'Kieli: englanti',
      'Vastaanotettu: 21. marraskuuta 2026 klo 16.05',
      'Do you have winter tires\nfor 16-inch rims?',
    ]);
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
  const notifications = useMailingService();

  it('is mailed to the business inbox, and replying answers the visitor', async () => {
    await notifications.send('contact.received', { ...event, name: 'John Smith' }, 'notifications-contact-1', {});
    const mail = await notifications.mailTo(DEFAULT_CONTACT_INBOX);
    expect(mail.subject).toBe('Yhteydenotto: John Smith');
    expect(mail.replyTo?.text).toContain('john@example.com');
    expect(mail.text).toContain('for 16-inch rims?');
  });
});
