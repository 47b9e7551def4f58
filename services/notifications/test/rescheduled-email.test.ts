import { bookingUid } from '@tire/calendar';
import { describe, expect, it } from 'vitest';
import { itReadsEach } from './support/mail-cases.js';
import { calendarOf, helsinkiWallClock } from './support/mail-reading.js';
import { useMailingService } from './support/mailing-service.js';
import { appointmentEvent, PUBLIC_URL } from './support/test-notifications.js';

const notifications = useMailingService();

// Moved from Saturday 7 March 10:00 (winter) to Wednesday 15 April 14:30 (summer time, UTC+3).
const moved = notifications.sender(
  'reservation.rescheduled',
  appointmentEvent({
    scheduledDate: '2026-04-15',
    scheduledTime: '14:30',
    startsAt: '2026-04-15T11:30:00.000Z',
    previousDate: '2026-03-07',
    previousTime: '10:00',
    calendarSequence: 1,
  }),
);

describe('a moved booking', () => {
  itReadsEach(moved, [
    {
      title: 'tells a Finnish customer from when to when, with the policy and the track link',
      jobId: 'reservations-moved-1',
      subject: 'Varauksesi TIRE-7KQ2MX on siirretty',
      inBothBodies: [
        'Varauksesi siirrettiin ajasta lauantai 7. maaliskuuta 2026 klo 10:00 aikaan keskiviikko 15. huhtikuuta 2026 klo 14:30.',
        'Mannerheimintie 120, 00270 Helsinki',
        'Varauksen voi muuttaa tai perua maksutta',
      ],
      inText: [`${PUBLIC_URL}/track-order?code=TIRE-7KQ2MX`],
    },
    {
      title: 'an English customer hears it in English',
      event: { email: 'john@example.com', language: 'en' },
      jobId: 'reservations-moved-3',
      subject: 'Your booking TIRE-7KQ2MX has been moved',
      inText: [
        'Your booking was moved from Saturday, 7 March 2026 at 10:00 to Wednesday, 15 April 2026 at 14:30.',
        'The attached calendar file (.ics) updates the appointment already in your calendar.',
      ],
    },
  ]);

  it('updates the calendar: the same UID, the higher SEQUENCE, the new Helsinki start', async () => {
    await moved({ email: 'cal@example.fi', calendarSequence: 3, confirmed: true }, 'reservations-moved-2');

    const { source, method, event, alarm } = calendarOf(await notifications.mailTo('cal@example.fi'));
    expect(method).toBe('PUBLISH');
    expect(event.uid).toBe(bookingUid('TIRE-7KQ2MX'));
    expect(event.sequence).toBe(3);
    expect(source).toContain('STATUS:CONFIRMED');
    expect(source).toContain('DTSTART;TZID=Europe/Helsinki:20260415T143000');
    expect(helsinkiWallClock(event.startDate.toJSDate())).toBe('2026-04-15 14:30');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-04-15T11:30:00.000Z');
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-P1D');
  });

  it('an unpaid (held) booking that is moved gets the pay link and no calendar file', async () => {
    const mail = await moved.deliver({ email: 'held@example.fi', language: 'en', wasPaid: false }, 'reservations-moved-5');
    expect(mail.attachments ?? []).toHaveLength(0);
    expect(mail.text).toContain('/checkout?tracking_code=TIRE-7KQ2MX');
    expect(mail.text).not.toContain('The attached calendar file');
  });

  it('without an e-mail address nothing is sent', async () => {
    const job = await moved({ email: null }, 'reservations-moved-4');
    await notifications.expectSentNothing(job);
  });
});
