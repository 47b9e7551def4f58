import { sentTo, startSmtpCatcher, type CaughtMessage, type SmtpCatcher } from '@tire/service-kit/testing/smtp-catcher';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The appointment in the .ics attachment, read by a real iCalendar parser. */
function calendarEvent(mail: CaughtMessage) {
  const attachment = mail.attachments.find((file) => file.contentType === 'text/calendar');
  expect(attachment, 'an .ics attachment').toBeDefined();
  const source = attachment!.content.toString('utf8');
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(source)).getFirstSubcomponent('vevent')!);
  return { filename: attachment!.filename, source, event };
}

const helsinkiWallClock = (date: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Helsinki',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);

describe('booking receipts', () => {
  it('a Finnish booking gets a receipt with its tracking code, service, place, long date, time, euro total and track link', async () => {
    await book({}, 'reservations-1');

    const mail = await smtp.waitFor(sentTo('maija@example.fi'));
    expect(mail.subject).toBe('Varausvahvistus TIRE-7KQ2MX');
    for (const body of [mail.text!, mail.html as string]) {
      expect(body).toContain('TIRE-7KQ2MX');
      expect(body).toContain('Renkaanvaihto');
      expect(body).toContain('Mannerheimintie 120, 00270 Helsinki');
      expect(body).toContain('lauantai 7. maaliskuuta 2026');
      expect(body).toContain('10:00');
      expect(body).toMatch(/45,00\s€/);
    }
    expect(mail.text).toContain(`${PUBLIC_URL}/track-order?code=TIRE-7KQ2MX`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/track-order?code=TIRE-7KQ2MX"`);
    expect(mail.text).toContain('Hei Maija Meikäläinen,');
  });

  it('the receipt carries an .ics file that starts at the booked Helsinki time and lasts 30 minutes', async () => {
    await book({ email: 'winter@example.fi' }, 'reservations-2');

    const { filename, event } = calendarEvent(await smtp.waitFor(sentTo('winter@example.fi')));
    expect(filename).toBe('TIRE-7KQ2MX.ics');
    const start = event.startDate.toJSDate();
    expect(start.toISOString()).toBe('2026-03-07T08:00:00.000Z');
    expect(helsinkiWallClock(start)).toBe('2026-03-07 10:00');
    expect(event.duration.toSeconds()).toBe(30 * 60);
    expect(event.location).toBe('Helsinki, Mannerheimintie 120, 00270 Helsinki');
    expect(event.description).toContain('TIRE-7KQ2MX');
  });

  it('in summer time the .ics start is still the booked Helsinki wall-clock time (UTC+3)', async () => {
    await book(
      { email: 'summer@example.fi', scheduledDate: '2026-07-15', scheduledTime: '09:30', startsAt: '2026-07-15T06:30:00.000Z' },
      'reservations-3',
    );

    const { source, event } = calendarEvent(await smtp.waitFor(sentTo('summer@example.fi')));
    expect(source).toContain('DTSTART:20260715T063000Z');
    expect(helsinkiWallClock(event.startDate.toJSDate())).toBe('2026-07-15 09:30');
  });

  it('an English booking gets the receipt in English, with the service name and euro total as English readers write them', async () => {
    await book({ email: 'john@example.com', name: 'John Smith', language: 'en', serviceType: 'tire_install_2' }, 'reservations-4');

    const mail = await smtp.waitFor(sentTo('john@example.com'));
    expect(mail.subject).toBe('Booking confirmation TIRE-7KQ2MX');
    expect(mail.text).toContain('Tire installation, 2 tires');
    expect(mail.text).toContain('Saturday, March 7, 2026');
    expect(mail.text).toContain('€45.00');
    expect(mail.text).toContain('Hello John Smith,');
    expect(calendarEvent(mail).event.summary).toBe('Rengaspalvelu: Tire installation, 2 tires');
  });

  it('a booking written with language null (no language header) gets the Finnish receipt', async () => {
    await book({ email: 'nolang@example.fi', language: null, name: null }, 'reservations-5');

    const mail = await smtp.waitFor(sentTo('nolang@example.fi'));
    expect(mail.subject).toBe('Varausvahvistus TIRE-7KQ2MX');
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

    await expect.poll(async () => (await job.getState()), { timeout: 10_000 }).toBe('completed');
    expect((await service.queue.getJob(job.id!))?.returnvalue).toEqual({ sent: false, reason: 'no e-mail address' });
  });
});
