import { sentTo, startSmtpCatcher, type SmtpCatcher } from '@tire/service-kit/testing/smtp-catcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_RETRIES, PUBLIC_URL, startTestNotifications } from './support/test-notifications.js';

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

const statusEvent = (overrides: Record<string, unknown> = {}) => ({
  trackingCode: 'TIRE-9PQ4RS',
  status: 'confirmed',
  email: 'aino@example.fi',
  language: 'fi',
  scheduledDate: '2026-03-07',
  scheduledTime: '10:00',
  locationName: 'Helsinki',
  serviceType: 'tire_change',
  ...overrides,
});

const changed = (overrides: Record<string, unknown>, jobId: string) =>
  service.queue.add('reservation.status-changed', statusEvent(overrides), { jobId, ...FAST_RETRIES });

describe('status change e-mails', () => {
  it('a Finnish customer whose booking is confirmed hears it in Finnish, in plain text and HTML, with the tracking link', async () => {
    await changed({}, 'reservations-status-1');

    const mail = await smtp.waitFor(sentTo('aino@example.fi'));
    expect(mail.subject).toBe('Varauksesi TIRE-9PQ4RS on vahvistettu');
    for (const body of [mail.text!, mail.html as string]) {
      expect(body).toContain('Olemme vahvistaneet varauksesi');
      expect(body).toContain('Renkaanvaihto');
      expect(body).toContain('Helsinki');
      expect(body).toContain('lauantai 7. maaliskuuta 2026');
      expect(body).toContain('10:00');
    }
    expect(mail.text).toContain(`${PUBLIC_URL}/track-order?code=TIRE-9PQ4RS`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/track-order?code=TIRE-9PQ4RS"`);
    // The booking policy, from the one source the terms page and the dialogs use.
    expect(mail.text).toContain('Varauksen voi muuttaa tai perua maksutta verkossa 24 tuntia ennen varattua aikaa.');
  });

  it('an English customer whose booking is cancelled hears it in English', async () => {
    await changed({ status: 'cancelled', language: 'en', email: 'eero@example.com', scheduledDate: '2026-07-04' }, 'reservations-status-2');

    const mail = await smtp.waitFor(sentTo('eero@example.com'));
    expect(mail.subject).toBe('Your booking TIRE-9PQ4RS has been cancelled');
    expect(mail.text).toContain('Your booking has been cancelled');
    expect(mail.text).toContain('Saturday, 4 July 2026');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('greets the customer by name, gives the address, and marks the paid booking’s calendar entry confirmed without accept / decline buttons', async () => {
    await changed(
      {
        email: 'named@example.fi',
        name: 'Aino Virtanen',
        locationAddress: 'Mannerheimintie 120, 00270 Helsinki',
        startsAt: '2026-03-07T08:00:00.000Z',
        calendarSequence: 1,
        wasPaid: true,
      },
      'reservations-status-4',
    );

    const mail = await smtp.waitFor(sentTo('named@example.fi'));
    for (const body of [mail.text!, mail.html as string]) {
      expect(body).toContain('Hei Aino Virtanen,');
      expect(body).toContain('Helsinki, Mannerheimintie 120, 00270 Helsinki');
    }
    const ics = mail.attachments.find((file) => file.filename === 'TIRE-9PQ4RS.ics');
    const source = ics!.content.toString('utf8');
    expect(source).toContain('METHOD:PUBLISH');
    expect(source).toContain('STATUS:CONFIRMED');
    expect(source).toContain('SEQUENCE:1');
    expect(source).not.toMatch(/ATTENDEE|ORGANIZER|RSVP/);
  });

  it('a reservation without an e-mail address sends nothing and does not fail', async () => {
    const job = await changed({ email: null, trackingCode: 'TIRE-NOMAIL' }, 'reservations-status-3');
    await expect.poll(async () => await job.getState(), { timeout: 10_000 }).toBe('completed');
    expect((await service.queue.getJob(job.id!))?.returnvalue).toEqual({ sent: false, reason: 'no e-mail address' });
  });
});
