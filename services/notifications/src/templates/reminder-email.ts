import { attendanceConfirmationUrl, manageBookingUrl, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { appointmentOpening, placeOf, trackLink } from './booking-details.js';
import { composeEmail } from './compose-email.js';
import { gap, headingBlock, linkBlock, none, textParagraph, type Block } from './email-blocks.js';
import { paragraph, secondaryLink, subheading } from './html-layout.js';

/**
 * A booking's reminder (the day before, or two hours before): when and where, what to bring, the
 * "I'm coming" button (the manage page records it; the admin's day view shows it) unless the
 * customer already said so, and the manage link to move or cancel. No .ics: the calendar entry
 * of the receipt still stands.
 */
export function reminderEmail(event: NotificationEvent<'reservation.reminder'> & { email: string }, { publicUrl }: { publicUrl: string }): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const when = texts.dayAtTime(event.startsAt, texts.time(event.startsAt));
  const place = placeOf(event.locationName, event.locationAddress);
  const subject =
    event.kind === 'two_hours' ? t('reminder.subject.two_hours', { time: texts.time(event.startsAt) }) : t('reminder.subject.day_before', { when });
  const intro =
    event.kind === 'two_hours' ? t('reminder.intro.two_hours', { time: texts.time(event.startsAt), place }) : t('reminder.intro.day_before', { when, place });

  return composeEmail(texts, {
    to: event.email,
    subject,
    heading: t('reminder.heading'),
    blocks: [
      ...appointmentOpening(texts, event, textParagraph(intro)),
      headingBlock(t('reminder.bringHeading')),
      textParagraph(`– ${t('reminder.bring.lockingNutKey')}`),
      textParagraph(`– ${t('reminder.bring.storageNumber')}`),
      gap,
      comingSection(texts, event, publicUrl),
      manageSection(texts, event, publicUrl),
      gap,
      trackLink(texts, publicUrl, event.trackingCode, { secondary: true }),
    ],
  });
}

/** The "I'm coming" button, or the thanks when the customer already said so (nothing without a token). */
function comingSection(texts: ReturnType<typeof textsFor>, event: { manageToken?: string; alreadyConfirmed?: boolean }, publicUrl: string): Block {
  if (event.alreadyConfirmed) return { text: [texts.t('reminder.alreadyConfirmed'), ''], html: textParagraph(texts.t('reminder.alreadyConfirmed')).html };
  if (!event.manageToken) return none;
  const url = attendanceConfirmationUrl(publicUrl, event.manageToken);
  const link = linkBlock(texts.t('reminder.comingText', { url }), url, texts.t('reminder.coming'));
  return { text: [texts.t('reminder.comingIntro'), ...link.text, ''], html: `${textParagraph(texts.t('reminder.comingIntro')).html}\n${link.html}` };
}

/**
 * The manage link: by the time a reminder goes, the free change window (24 hours before) has
 * usually closed, so it does not promise one; the page says what is still possible.
 */
function manageSection(texts: ReturnType<typeof textsFor>, event: { manageToken?: string }, publicUrl: string): Block {
  if (!event.manageToken) return none;
  const { t } = texts;
  const url = manageBookingUrl(publicUrl, event.manageToken);
  return {
    text: [`${t('reminder.manageHeading')}:`, t('reminder.manageIntro'), t('reminder.manageText', { url }), t('manage.personal')],
    html: `${subheading(t('reminder.manageHeading'))}
${paragraph(t('reminder.manageIntro'))}
${secondaryLink(url, t('reminder.manageButton'))}
${paragraph(t('manage.personal'), { muted: true })}`,
  };
}
