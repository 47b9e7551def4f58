import type { CaughtMessage } from '@tire/service-kit/testing/smtp-catcher';
import { helsinkiWallClock, readCalendar } from '@tire/calendar/testing';
import { expect } from 'vitest';

/** The calendar attachment of an e-mail, or undefined. */
export const calendarAttachment = (mail: CaughtMessage) => mail.attachments.find((file) => file.contentType === 'text/calendar');

/**
 * The .ics of an e-mail read by a real iCalendar parser, with its own VTIMEZONE registered (so a
 * TZID=Europe/Helsinki start becomes the right instant only if that definition is right).
 */
export function calendarOf(mail: CaughtMessage) {
  const attachment = calendarAttachment(mail);
  expect(attachment, 'an .ics attachment').toBeDefined();
  const source = attachment!.content.toString('utf8');
  const { calendar, vevent, event, alarm } = readCalendar(source);
  return {
    filename: attachment!.filename,
    /** The MIME part's method parameter (text/calendar; method=REQUEST). */
    mimeMethod: (attachment!.headers.get('content-type') as { params?: Record<string, string> } | undefined)?.params?.method,
    source,
    method: calendar.getFirstPropertyValue('method'),
    vevent,
    event,
    alarm,
  };
}

export { helsinkiWallClock };

/**
 * The amount on the plain-text line "<label>: 35,00 €" / "<label>: €35.00", in cents; the label
 * is matched at the start of a line.
 */
export function centsOnLine(text: string, label: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${label}: `));
  expect(line, `a line "${label}: …"`).toBeDefined();
  const digits = line!.slice(label.length + 2).replace(/[^\d.,]/g, '');
  return Math.round(Number(digits.replace(/[.,](\d{2})$/, '.$1').replace(/[,\s]/g, '')) * 100);
}

/** The two bodies of an e-mail, the plain text and the HTML, for checks both must pass. */
export const bodiesOf = (mail: CaughtMessage) => [mail.text!, mail.html as string];

/** Each expected piece is in both bodies: a string as it stands, a pattern as a match. */
export function expectInBothBodies(mail: CaughtMessage, expected: readonly (string | RegExp)[]) {
  for (const body of bodiesOf(mail)) {
    for (const piece of expected) {
      if (typeof piece === 'string') expect(body).toContain(piece);
      else expect(body).toMatch(piece);
    }
  }
}

/** A link in both bodies: `textLine` (the URL itself unless given) in the text, the URL as an href in the HTML. */
export function expectLink(mail: { text?: string; html?: string | false }, url: string, textLine = url) {
  expect(mail.text).toContain(textLine);
  expect(mail.html).toContain(`href="${url}"`);
}

/** Each expected piece is in the plain text: a string as it stands, a pattern as a match. */
export function expectInText(mail: { text?: string }, expected: readonly (string | RegExp)[]) {
  for (const piece of expected) {
    if (typeof piece === 'string') expect(mail.text).toContain(piece);
    else expect(mail.text).toMatch(piece);
  }
}

type Piece = string | RegExp;

/**
 * What a customer must read in one e-mail. The e-mail tests differ in their event and these words
 * only, so each states them as data and `expectMail` makes the checks every test made by hand.
 */
export interface ExpectedMail {
  subject?: string | RegExp;
  /** Pieces in the plain text and the HTML. */
  inBothBodies?: readonly Piece[];
  /** Pieces in the plain text alone. */
  inText?: readonly Piece[];
  notInText?: readonly string[];
  inHtml?: readonly string[];
  /** Each link as `expectLink` checks it: the URL, and the text line when it is not the URL alone. */
  links?: readonly (readonly [url: string, textLine?: string])[];
  /** false: the e-mail carries no .ics. */
  calendar?: false;
}

/** Every check `expected` names, on `mail`. */
export function expectMail(mail: CaughtMessage, expected: ExpectedMail) {
  const { subject, inBothBodies = [], inText = [], notInText = [], inHtml = [], links = [], calendar } = expected;
  if (typeof subject === 'string') expect(mail.subject).toBe(subject);
  else if (subject) expect(mail.subject).toMatch(subject);
  expectInBothBodies(mail, inBothBodies);
  expectInText(mail, inText);
  for (const piece of notInText) expect(mail.text).not.toContain(piece);
  for (const piece of inHtml) expect(mail.html).toContain(piece);
  for (const [url, textLine] of links) expectLink(mail, url, textLine);
  if (calendar === false) expect(calendarAttachment(mail)).toBeUndefined();
}
