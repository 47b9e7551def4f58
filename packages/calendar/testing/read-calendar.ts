import ICAL from 'ical.js';
import { expect } from 'vitest';

/**
 * A calendar file read as a calendar application would: by a real iCalendar parser, with the
 * file's own VTIMEZONE registered as the zone's definition (so a TZID=Europe/Helsinki start becomes
 * the right instant only if that definition is right). For the tests of every part that makes one.
 */
export function readCalendar(source: string) {
  const calendar = new ICAL.Component(ICAL.parse(source));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  expect(zone, 'a VTIMEZONE').not.toBeNull();
  ICAL.TimezoneService.reset();
  ICAL.TimezoneService.register(zone!);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent), alarm: vevent.getFirstSubcomponent('valarm') };
}

/** "2026-03-07 10:00": an instant as a Helsinki wall clock, by the zone database. */
export const helsinkiWallClock = (date: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Helsinki',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
