import { bookingCalendar } from '@tire/calendar';
import { href, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { appointmentDetails, manageSection, opening, policyBlock, trackLink } from './booking-details.js';
import { composeEmail } from './compose-email.js';
import { factsBlock, gap, linkBlock, none, spacedOut, textParagraph } from './email-blocks.js';

/**
 * A booking was moved: from when to when, the booking as it is now, the policy, and an updated
 * .ics with the same UID and SEQUENCE = calendarSequence, so the calendar entry moves too.
 */
export function rescheduledEmail(event: NotificationEvent<'reservation.rescheduled'> & { email: string }, { publicUrl }: { publicUrl: string }): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const intro = t('moved.intro', {
    from: texts.dayAtTime(event.previousDate, event.previousTime),
    to: t('dayAtTime', { date: texts.longDate(event.startsAt), time: texts.time(event.startsAt) }),
  });
  // A held (unpaid) booking has no calendar entry yet: it gets the pay link instead of an .ics.
  const payUrl = `${publicUrl}${href('checkout', { tracking_code: event.trackingCode })}`;
  const manage = manageSection(texts, event, publicUrl, { secondary: !event.wasPaid });

  return composeEmail(texts, {
    to: event.email,
    subject: t('moved.subject', { trackingCode: event.trackingCode }),
    heading: t('moved.heading'),
    blocks: [
      ...opening(texts, event.name, textParagraph(intro)),
      textParagraph(t('moved.details')),
      factsBlock(appointmentDetails(texts, event)),
      gap,
      textParagraph(event.wasPaid ? t('moved.calendar') : t('held.afterPayment'), { muted: true }),
      event.wasPaid ? none : linkBlock(t('held.payText', { url: payUrl }), payUrl, t('held.pay')),
      gap,
      policyBlock(texts, event.serviceType),
      gap,
      spacedOut(manage, { after: true }),
      trackLink(texts, publicUrl, event.trackingCode, { secondary: Boolean(manage.html) }),
    ],
    attachments: event.wasPaid
      ? [
          bookingCalendar(event, {
            method: 'PUBLISH',
            confirmed: event.confirmed === true,
            sequence: event.calendarSequence,
            language: event.language,
            publicUrl,
          }),
        ]
      : [],
  });
}
