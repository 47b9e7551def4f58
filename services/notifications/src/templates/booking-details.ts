import { bookingPolicyText, freeChangeUntil, href, manageBookingUrl } from '@tire/contracts';
import type { Texts } from '../i18n/messages.js';
import { factsBlock, gap, headedParagraph, linkBlock, none, textParagraph, type Block } from './email-blocks.js';
import { button, paragraph, secondaryLink, subheading } from './html-layout.js';

/** The track page of a booking, under PUBLIC_URL. */
export const trackUrl = (publicUrl: string, trackingCode: string) => `${publicUrl}${href('trackOrder', { code: trackingCode })}`;

/** "Hei Maija," or "Hei," when the name is unknown. */
export const greeting = (texts: Texts, name: string | null | undefined) =>
  name?.trim() ? texts.t('receipt.greeting.named', { name: name.trim() }) : texts.t('receipt.greeting.anonymous');

/** "Helsinki, Mannerheimintie 120, 00270 Helsinki": the location's name and street address. */
export const placeOf = (locationName: string, locationAddress?: string | null) => [locationName, locationAddress].filter(Boolean).join(', ');

/** How a customer e-mail opens: the greeting, then its first paragraphs, each part followed by a blank line in the plain text. */
export const opening = (texts: Texts, name: string | null | undefined, ...intro: Block[]): Block[] => [
  textParagraph(greeting(texts, name)),
  gap,
  ...intro,
  gap,
];

/** The link to the booking's track page: a button, or a secondary link when the e-mail has another call to action. */
export const trackLink = (texts: Texts, publicUrl: string, trackingCode: string, options: { secondary: boolean }): Block => {
  const url = trackUrl(publicUrl, trackingCode);
  return linkBlock(texts.t('receipt.trackText', { url }), url, texts.t('receipt.track'), options);
};

/** The booking policy of the service, from the one source the terms page and the dialogs use. */
export const policyBlock = (texts: Texts, serviceType: string): Block =>
  headedParagraph(texts.t('policy.heading'), bookingPolicyText(texts.language, serviceType), { muted: true });

export interface AppointmentFacts {
  trackingCode: string;
  serviceType: string;
  locationName: string;
  locationAddress?: string | null;
  /** The appointment as an instant: its date and time are printed in Helsinki time. */
  startsAt: string;
  additionalServices?: readonly string[];
}

/** The facts of an appointment every booking e-mail shows, as (label, value) rows. */
export function appointmentDetails(texts: Texts, booking: AppointmentFacts): [string, string][] {
  const { t } = texts;
  const extras = [...new Set(booking.additionalServices ?? [])];
  return [
    [t('receipt.trackingCode'), booking.trackingCode],
    [t('receipt.service'), texts.serviceName(booking.serviceType)],
    ...(extras.length ? [[t('receipt.extras'), extras.map(texts.extraName).join(', ')] as [string, string]] : []),
    [t('receipt.place'), placeOf(booking.locationName, booking.locationAddress)],
    [t('receipt.date'), texts.longDate(booking.startsAt)],
    [t('receipt.time'), texts.time(booking.startsAt)],
  ];
}

/** How an e-mail about one booking opens: the greeting, its intro, then the appointment's facts. */
export const appointmentOpening = (texts: Texts, booking: AppointmentFacts & { name?: string | null }, ...intro: Block[]): Block[] => [
  ...opening(texts, booking.name, ...intro),
  factsBlock(appointmentDetails(texts, booking)),
  gap,
];

/**
 * The guest's manage link of a booking e-mail (the page where the booking is moved or cancelled
 * within the policy), with the deadline of the free change in Helsinki time: the text lines and
 * the HTML, a button unless the e-mail has another call to action (`secondary`: pay now). Nothing
 * for an event without a token (one queued before links existed).
 */
export function manageSection(
  texts: Texts,
  booking: { manageToken?: string; startsAt?: string; serviceType: string },
  publicUrl: string,
  { secondary = false }: { secondary?: boolean } = {},
): Block {
  if (!booking.manageToken) return none;
  const { t } = texts;
  const url = manageBookingUrl(publicUrl, booking.manageToken);
  const deadline = booking.startsAt ? freeChangeUntil(booking.startsAt, booking.serviceType).toISOString() : undefined;
  const intro = deadline
    ? t('manage.intro', { deadline: t('dayAtTime', { date: texts.longDate(deadline), time: texts.time(deadline) }) })
    : t('manage.intro.noDeadline');
  return {
    text: [`${t('manage.heading')}:`, intro, t('manage.linkText', { url }), t('manage.personal')],
    html: `${subheading(t('manage.heading'))}
${paragraph(intro)}
${secondary ? secondaryLink(url, t('manage.button')) : button(url, t('manage.button'))}
${paragraph(t('manage.personal'), { muted: true })}`,
  };
}
