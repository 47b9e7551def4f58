import { bookingPolicyText, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { bookingCalendarAttachment } from './booking-calendar.js';
import { appointmentDetails, greeting, trackUrl } from './booking-details.js';
import { button, detailLines, detailTable, htmlLayout, paragraph, subheading, textLayout } from './html-layout.js';

/**
 * A booking was moved: from when to when, the booking as it is now, the policy, and an updated
 * .ics with the same UID and SEQUENCE = calendarSequence, so the calendar entry moves too.
 */
export function rescheduledEmail(
  event: NotificationEvent<'reservation.rescheduled'> & { email: string },
  { publicUrl }: { publicUrl: string },
): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const track = trackUrl(publicUrl, event.trackingCode);
  const heading = t('moved.heading');
  const hello = greeting(texts, event.name);
  const intro = t('moved.intro', {
    from: texts.dayAtTime(event.previousDate, event.previousTime),
    to: t('dayAtTime', { date: texts.longDate(event.startsAt), time: texts.time(event.startsAt) }),
  });
  const details = appointmentDetails(texts, event);
  const policy = bookingPolicyText(texts.language, event.serviceType);

  return {
    to: event.email,
    subject: t('moved.subject', { trackingCode: event.trackingCode }),
    text: textLayout(texts, heading, [
      hello,
      '',
      intro,
      '',
      t('moved.details'),
      ...detailLines(details),
      '',
      t('moved.calendar'),
      '',
      `${t('policy.heading')}:`,
      policy,
      '',
      t('receipt.trackText', { url: track }),
    ]),
    html: htmlLayout(
      texts,
      heading,
      `${paragraph(hello)}
${paragraph(intro)}
${paragraph(t('moved.details'))}
${detailTable(details)}
${paragraph(t('moved.calendar'), { muted: true })}
${subheading(t('policy.heading'))}
${paragraph(policy, { muted: true })}
${button(track, t('receipt.track'))}`,
    ),
    attachments: [bookingCalendarAttachment(event, texts, { method: 'REQUEST', sequence: event.calendarSequence, trackUrl: track })],
  };
}
