import { describe, expect, it } from 'vitest';
import { itReadsEach } from './support/mail-cases.js';
import { expectInBothBodies } from './support/mail-reading.js';
import { useMailingService } from './support/mailing-service.js';
import { PUBLIC_URL } from './support/test-notifications.js';

const notifications = useMailingService();

const changed = notifications.sender('reservation.status-changed', {
  trackingCode: 'TIRE-9PQ4RS',
  status: 'confirmed',
  email: 'aino@example.fi',
  language: 'fi',
  scheduledDate: '2026-03-07',
  scheduledTime: '10:00',
  locationName: 'Helsinki',
  serviceType: 'tire_change',
});

describe('status change e-mails', () => {
  itReadsEach(changed, [
    {
      title: 'a Finnish customer whose booking is confirmed hears it in Finnish, in plain text and HTML, with the tracking link',
      jobId: 'reservations-status-1',
      subject: 'Varauksesi TIRE-9PQ4RS on vahvistettu',
      inBothBodies: ['Olemme vahvistaneet varauksesi', 'Renkaanvaihto', 'Helsinki', 'lauantai 7. maaliskuuta 2026', '10:00'],
      links: [[`${PUBLIC_URL}/track-order?code=TIRE-9PQ4RS`]],
      // The booking policy, from the one source the terms page and the dialogs use.
      inText: ['Varauksen voi muuttaa tai perua maksutta verkossa 24 tuntia ennen varattua aikaa.'],
    },
    {
      title: 'an English customer whose booking is cancelled hears it in English',
      event: { status: 'cancelled', language: 'en', email: 'eero@example.com', scheduledDate: '2026-07-04' },
      jobId: 'reservations-status-2',
      subject: 'Your booking TIRE-9PQ4RS has been cancelled',
      inText: ['Your booking has been cancelled', 'Saturday, 4 July 2026'],
      inHtml: ['<html lang="en">'],
    },
  ]);

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

    const mail = await notifications.mailTo('named@example.fi');
    expectInBothBodies(mail, ['Hei Aino Virtanen,', 'Helsinki, Mannerheimintie 120, 00270 Helsinki']);
    const ics = mail.attachments.find((file) => file.filename === 'TIRE-9PQ4RS.ics');
    const source = ics!.content.toString('utf8');
    expect(source).toContain('METHOD:PUBLISH');
    expect(source).toContain('STATUS:CONFIRMED');
    expect(source).toContain('SEQUENCE:1');
    expect(source).not.toMatch(/ATTENDEE|ORGANIZER|RSVP/);
  });

  it('a reservation without an e-mail address sends nothing and does not fail', async () => {
    const job = await changed({ email: null, trackingCode: 'TIRE-NOMAIL' }, 'reservations-status-3');
    await notifications.expectSentNothing(job);
  });
});
