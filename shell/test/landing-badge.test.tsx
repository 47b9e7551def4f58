import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fi } from '../src/i18n/messages.fi.js';
import { isSomeLocationOpen } from '../src/opening-hours/open-now.js';
import { locations, renderShell, stubApi } from './render-shell.js';

/** Helsinki wall-clock times of Monday 27 May 2030 (summer time, UTC+3); the locations open 16–20 on weekdays. */
const helsinki = (isoLocal: string) => new Date(`${isoLocal}+03:00`);

/** The landing page once the locations (and so their hours) have arrived: the footer shows the hours. */
async function landingAt(now: Date) {
  stubApi();
  const view = renderShell('/', undefined, { now });
  expect(await screen.findAllByText('16.00–20.00')).not.toHaveLength(0);
  return view;
}

describe('the landing page’s online badge', () => {
  it('is not shown at midnight, when every location is closed: the page says what is true instead', async () => {
    await landingAt(helsinki('2030-05-28T00:00:00'));
    expect(screen.queryByText(fi['landing.onlineNow'])).toBeNull();
    expect(screen.getByText(fi['landing.bookOnline'])).toBeTruthy();
  });

  it('says "online now" while a location is open, and stops saying it when the last one closes', async () => {
    const view = await landingAt(helsinki('2030-05-27T19:59:00'));
    expect(screen.getByText(fi['landing.onlineNow'])).toBeTruthy();
    await view.clock.advance(60_000);
    expect(screen.queryByText(fi['landing.onlineNow'])).toBeNull();
    expect(screen.getByText(fi['landing.bookOnline'])).toBeTruthy();
  });

  it('says only what is always true while the hours are not known yet (as the server’s HTML does)', () => {
    stubApi();
    renderShell('/', undefined, { now: helsinki('2030-05-27T17:00:00') });
    expect(screen.getByText(fi['landing.bookOnline'])).toBeTruthy();
    expect(screen.queryByText(fi['landing.onlineNow'])).toBeNull();
  });
});

describe('whether a location is open', () => {
  it('goes by the Helsinki wall clock and each weekday’s hours, opening time included and closing time not', () => {
    expect(isSomeLocationOpen(locations, helsinki('2030-05-27T16:00:00'))).toBe(true);
    expect(isSomeLocationOpen(locations, helsinki('2030-05-27T15:59:00'))).toBe(false);
    expect(isSomeLocationOpen(locations, helsinki('2030-05-27T20:00:00'))).toBe(false);
    // Saturday opens at 9; in winter time (UTC+2) too.
    expect(isSomeLocationOpen(locations, helsinki('2030-06-01T09:30:00'))).toBe(true);
    expect(isSomeLocationOpen(locations, new Date('2030-01-05T07:30:00Z'))).toBe(true);
    expect(isSomeLocationOpen(locations, new Date('2030-01-05T06:30:00Z'))).toBe(false);
    expect(isSomeLocationOpen([], helsinki('2030-05-27T17:00:00'))).toBe(false);
  });
});
