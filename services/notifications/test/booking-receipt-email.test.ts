import { sentTo, startSmtpCatcher, type SmtpCatcher } from '@tire/service-kit/testing/smtp-catcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarAttachment } from './support/mail-reading.js';
import { FAST_RETRIES, PUBLIC_URL, receiptEvent, startTestNotifications } from './support/test-notifications.js';

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

const book = (overrides: Record<string, unknown>, jobId: string) =>
  service.queue.add('reservation.created', receiptEvent(overrides), { jobId, ...FAST_RETRIES });

describe('a new, unpaid booking (held)', () => {
  it('tells a Finnish customer the time is held until HH:mm Helsinki time and asks them to pay, with the pay link and the booking facts', async () => {
    await book({ additionalServices: ['tire_bags'] }, 'reservations-1');

    const mail = await smtp.waitFor(sentTo('maija@example.fi'));
    // 09:45 UTC on 2 March is 11:45 in Helsinki (winter time, UTC+2).
    expect(mail.subject).toBe('Varauksesi TIRE-7KQ2MX odottaa maksua – maksa klo 11:45 mennessä');
    for (const body of [mail.text!, mail.html as string]) {
      expect(body).toContain('klo 11:45 asti');
      expect(body).toContain('TIRE-7KQ2MX');
      expect(body).toContain('Renkaanvaihto');
      expect(body).toContain('Rengaskassit (4 kpl)');
      expect(body).toContain('Mannerheimintie 120, 00270 Helsinki');
      expect(body).toContain('lauantai 7. maaliskuuta 2026');
      expect(body).toContain('10:00');
      expect(body).toMatch(/Maksettava.*45,00\s€/s);
      // Nothing says it is confirmed or paid: it is not.
      expect(body).not.toMatch(/on vahvistettu|Kiitos varauksestasi|Varausvahvistus/);
    }
    expect(mail.text).toContain(`Maksa varaus: ${PUBLIC_URL}/checkout?tracking_code=TIRE-7KQ2MX`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/checkout?tracking_code=TIRE-7KQ2MX"`);
    expect(mail.text).toContain(`${PUBLIC_URL}/track-order?code=TIRE-7KQ2MX`);
    expect(mail.text).toContain('Hei Maija Meikäläinen,');
  });

  it('has no calendar file: an unpaid booking goes into no calendar', async () => {
    await book({ email: 'nocal@example.fi' }, 'reservations-2');

    const mail = await smtp.waitFor(sentTo('nocal@example.fi'));
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

    const mail = await smtp.waitFor(sentTo('summer@example.fi'));
    expect(mail.subject).toContain('maksa klo 00:10 mennessä');
    expect(mail.text).toContain('09:30');
    expect(mail.text).toContain('keskiviikko 15. heinäkuuta 2026');
  });

  it('an English booking hears it in English, with the service name and euro total as English readers write them', async () => {
    await book(
      { email: 'john@example.com', name: 'John Smith', language: 'en', serviceType: 'tire_install_2', additionalServices: ['retightening'] },
      'reservations-4',
    );

    const mail = await smtp.waitFor(sentTo('john@example.com'));
    expect(mail.subject).toBe('Your booking TIRE-7KQ2MX is held until 11:45 – pay to confirm');
    expect(mail.text).toContain('We hold this time for you until 11:45 (Finnish time).');
    expect(mail.text).toContain('Tire installation, 2 tires');
    expect(mail.text).toContain('Extras: Retightening (after 100 km)');
    expect(mail.text).toContain('Saturday, 7 March 2026');
    expect(mail.text).toContain('To pay: €45.00');
    expect(mail.text).toContain(`Pay now: ${PUBLIC_URL}/checkout?tracking_code=TIRE-7KQ2MX`);
    expect(mail.text).toContain('Hello John Smith,');
    expect(mail.text).not.toMatch(/is confirmed|Thank you for your booking/);
  });

  it('without a hold time it still asks for payment, naming no time', async () => {
    await book({ email: 'nohold@example.fi', holdExpiresAt: null }, 'reservations-8');

    const mail = await smtp.waitFor(sentTo('nohold@example.fi'));
    expect(mail.subject).toBe('Varauksesi TIRE-7KQ2MX odottaa maksua');
    expect(mail.text).toContain('Maksa varaus nyt');
  });

  it('a booking written with language null (no language header) gets the Finnish e-mail', async () => {
    await book({ email: 'nolang@example.fi', language: null, name: null }, 'reservations-5');

    const mail = await smtp.waitFor(sentTo('nolang@example.fi'));
    expect(mail.subject).toContain('odottaa maksua');
    expect(mail.text).toContain('Hei,');
  });

  it('names and addresses are shown as text in the HTML, never as markup', async () => {
    await book({ email: 'html@example.fi', name: '<img src=x onerror=alert(1)>' }, 'reservations-6');

    const mail = await smtp.waitFor(sentTo('html@example.fi'));
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('a booking without an e-mail address completes without sending anything', async () => {
    const job = await book({ email: null }, 'reservations-7');

    await expect.poll(async () => await job.getState(), { timeout: 10_000 }).toBe('completed');
    expect((await service.queue.getJob(job.id!))?.returnvalue).toEqual({ sent: false, reason: 'no e-mail address' });
  });
});
