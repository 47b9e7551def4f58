import { describe, expect, it } from 'vitest';
import { bodiesOf, calendarAttachment, expectInBothBodies, expectInText, expectLink } from './support/mail-reading.js';
import { useMailingService } from './support/mailing-service.js';
import { PUBLIC_URL, receiptEvent } from './support/test-notifications.js';

const notifications = useMailingService();

const book = notifications.sender('reservation.created', receiptEvent());

describe('a new, unpaid booking (held)', () => {
  it('tells a Finnish customer the time is held until HH:mm Helsinki time and asks them to pay, with the pay link and the booking facts', async () => {
    const mail = await book.deliver({ additionalServices: ['tire_bags'] }, 'reservations-1');
    // 09:45 UTC on 2 March is 11:45 in Helsinki (winter time, UTC+2).
    expect(mail.subject).toBe('Varauksesi TIRE-7KQ2MX odottaa maksua – maksa klo 11:45 mennessä');
    expectInBothBodies(mail, [
      'klo 11:45 asti',
      'TIRE-7KQ2MX',
      'Renkaanvaihto',
      'Rengaskassit (4 kpl)',
      'Mannerheimintie 120, 00270 Helsinki',
      'lauantai 7. maaliskuuta 2026',
      '10:00',
      /Maksettava.*45,00\s€/s,
    ]);
    // Nothing says it is confirmed or paid: it is not.
    for (const body of bodiesOf(mail)) expect(body).not.toMatch(/on vahvistettu|Kiitos varauksestasi|Varausvahvistus/);
    expectLink(mail, `${PUBLIC_URL}/checkout?tracking_code=TIRE-7KQ2MX`, `Maksa varaus: ${PUBLIC_URL}/checkout?tracking_code=TIRE-7KQ2MX`);
    expect(mail.text).toContain(`${PUBLIC_URL}/track-order?code=TIRE-7KQ2MX`);
    expect(mail.text).toContain('Hei Maija Meikäläinen,');
  });

  it('has no calendar file: an unpaid booking goes into no calendar', async () => {
    const mail = await book.deliver({ email: 'nocal@example.fi' }, 'reservations-2');
    expect(calendarAttachment(mail)).toBeUndefined();
    expect(mail.attachments).toHaveLength(0);
    expect(mail.text).toContain('Kun varaus on maksettu, saat sähköpostilla kuitin ja kalenteritiedoston (.ics).');
  });

  it('prints the hold time in summer time too (UTC+3)', async () => {
    await book(
      {
        email: 'summer@example.fi',
        scheduledDate: '2026-07-15',
        scheduledTime: '09:30',
        startsAt: '2026-07-15T06:30:00.000Z',
        holdExpiresAt: '2026-07-01T21:10:00.000Z',
      },
      'reservations-3',
    );

    const mail = await notifications.mailTo('summer@example.fi');
    expect(mail.subject).toContain('maksa klo 00:10 mennessä');
    expect(mail.text).toContain('09:30');
    expect(mail.text).toContain('keskiviikko 15. heinäkuuta 2026');
  });

  it('an English booking hears it in English, with the service name and euro total as English readers write them', async () => {
    await book(
      { email: 'john@example.com', name: 'John Smith', language: 'en', serviceType: 'tire_install_2', additionalServices: ['retightening'] },
      'reservations-4',
    );

    const mail = await notifications.mailTo('john@example.com');
    expect(mail.subject).toBe('Your booking TIRE-7KQ2MX is held until 11:45 – pay to confirm');
    expectInText(mail, [
      'We hold this time for you until 11:45 (Finnish time).',
      'Tire installation, 2 tires',
      'Extras: Retightening (after 100 km)',
      'Saturday, 7 March 2026',
      'To pay: €45.00',
      `Pay now: ${PUBLIC_URL}/checkout?tracking_code=TIRE-7KQ2MX`,
      'Hello John Smith,',
    ]);
    expect(mail.text).not.toMatch(/is confirmed|Thank you for your booking/);
  });

  it('without a hold time it still asks for payment, naming no time', async () => {
    const mail = await book.deliver({ email: 'nohold@example.fi', holdExpiresAt: null }, 'reservations-8');
    expect(mail.subject).toBe('Varauksesi TIRE-7KQ2MX odottaa maksua');
    expect(mail.text).toContain('Maksa varaus nyt');
  });

  it('a booking written with language null (no language header) gets the Finnish e-mail', async () => {
    const mail = await book.deliver({ email: 'nolang@example.fi', language: null, name: null }, 'reservations-5');
    expect(mail.subject).toContain('odottaa maksua');
    expect(mail.text).toContain('Hei,');
  });

  it('names and addresses are shown as text in the HTML, never as markup', async () => {
    const mail = await book.deliver({ email: 'html@example.fi', name: '<img src=x onerror=alert(1)>' }, 'reservations-6');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('a booking without an e-mail address completes without sending anything', async () => {
    const job = await book({ email: null }, 'reservations-7');

    await notifications.expectSentNothing(job);
  });
});
