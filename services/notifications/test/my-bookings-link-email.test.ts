import { describe, expect, it } from 'vitest';
import { useMailingService } from './support/mailing-service.js';
import { PUBLIC_URL } from './support/test-notifications.js';

// "My bookings" by e-mail: the link (/my-bookings#token=…) that lists the address's bookings and orders for 15 minutes.
const notifications = useMailingService();
const linkMail = notifications.sender('my-bookings.link', {});

/** A token as the accounts service mints them (43 characters of base64url). */
const TOKEN = 'Ab_-'.repeat(11).slice(0, 43);
const URL = `${PUBLIC_URL}/my-bookings#token=${TOKEN}`;

describe('the "my bookings" link e-mail', () => {
  it('in Finnish: the link in both bodies, valid 15 minutes, asked on the site, to be ignored by whoever did not ask', async () => {
    const mail = await linkMail.deliver({ email: 'vieras@example.fi', accessToken: TOKEN, language: 'fi', expiresInMinutes: 15 }, 'my-bookings-fi');
    expect(mail.subject).toBe('Varauksesi ja tilauksesi Rengaspalvelussa');
    expect(mail.text).toContain(`Katso varauksesi ja tilauksesi: ${URL}`);
    expect(mail.html).toContain(`href="${URL}"`);
    expect(mail.html).toContain('>Katso varaukseni</a>');
    expect(mail.text).toContain('Linkki on voimassa 15 minuuttia.');
    expect(mail.text).toContain('Verkkosivuiltamme pyydettiin linkkiä');
    expect(mail.text).toContain('voit jättää viestin huomiotta');
    expect(mail.html).toContain('lang="fi"');
  });

  it('in English when asked in English', async () => {
    const mail = await linkMail.deliver({ email: 'guest@example.com', accessToken: TOKEN, language: 'en', expiresInMinutes: 15 }, 'my-bookings-en');
    expect(mail.subject).toBe('Your bookings and orders at Rengaspalvelu');
    expect(mail.text).toContain(`See your bookings and orders: ${URL}`);
    expect(mail.text).toContain('The link is valid for 15 minutes.');
    expect(mail.text).toContain('you can ignore this e-mail');
    expect(mail.html).toContain('>See my bookings</a>');
  });
});
