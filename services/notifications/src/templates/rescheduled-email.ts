import { bookingCalendar } from '@tire/calendar';
import { bookingPolicyText, href, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { appointmentDetails, greeting, manageSection, trackUrl } from './booking-details.js';
import { button, detailLines, detailTable, htmlLayout, paragraph, secondaryLink, subheading, textLayout } from './html-layout.js';

/**
 * A booking was moved: from when to when, the booking as it is now, the policy, and an updated
 * .ics with the same UID and SEQUENCE = calendarSequence, so the calendar entry moves too.
 */
export function rescheduledEmail(event: NotificationEvent<'reservation.rescheduled'> & { email: string }, { publicUrl }: { publicUrl: string }): OutgoingEmail {
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
  // A held (unpaid) booking has no calendar entry yet: it gets the pay link instead of an .ics.
  const payUrl = `${publicUrl}${href('checkout', { tracking_code: event.trackingCode })}`;
  const calendarNote = event.wasPaid ? t('moved.calendar') : t('held.afterPayment');
  const manage = manageSection(texts, event, publicUrl, { secondary: !event.wasPaid });

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
      calendarNote,
      ...(event.wasPaid ? [] : [t('held.payText', { url: payUrl })]),
      '',
      `${t('policy.heading')}:`,
      policy,
      '',
      ...(manage.text.length ? [...manage.text, ''] : []),
      t('receipt.trackText', { url: track }),
    ]),
    html: htmlLayout(
      texts,
      heading,
      `${paragraph(hello)}
${paragraph(intro)}
${paragraph(t('moved.details'))}
${detailTable(details)}
${paragraph(calendarNote, { muted: true })}
${event.wasPaid ? '' : button(payUrl, t('held.pay'))}
${subheading(t('policy.heading'))}
${paragraph(policy, { muted: true })}
${manage.html}
${manage.html ? secondaryLink(track, t('receipt.track')) : button(track, t('receipt.track'))}`,
    ),
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
  };
}
