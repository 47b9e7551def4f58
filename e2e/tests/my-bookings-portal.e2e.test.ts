import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uniqueEmail } from '../support/accounts.js';
import { seriousAxeFindings } from '../support/axe.js';
import { fillBookingForm, openBookingForm, submitBooking } from '../support/booking-form.js';
import { chromiumForThisFile, englishVisitor, screenshot } from '../support/browser.js';
import { inE2eDatabase } from '../support/database.js';
import { upcomingSaturday } from '../support/dates.js';
import { mailbox, myBookingsLinkIn } from '../support/mailbox.js';
import { baseUrl } from '../support/platform.js';

// "My bookings" by e-mail, no account (issue 26, part 1): a guest asks for a link on /my-bookings,
// reads the real e-mail, and the link (valid 15 minutes) lists every booking made with the address.
const browser = chromiumForThisFile();
/**
 * A guest booking made through the booking form, each in a browser of its own (a second booking in
 * the same tab would replace the first one's unpaid hold); returns its tracking code.
 */
async function bookAsGuest(guest: { name: string; email: string }, time: string) {
  const { page, context } = await englishVisitor(browser, baseUrl);
  await openBookingForm(page);
  await fillBookingForm(page, { location: 'Vantaa', date: upcomingSaturday(10), time, guest: { ...guest, phone: '0401234567' } });
  const { status, body } = await submitBooking(page);
  expect(status).toBe(201);
  await context.close();
  return body.trackingCode as string;
}

const bookingCard = (page: Page, code: string) => page.getByRole('article', { name: `Reservation ${code}` });

describe('a guest asks for "my bookings" by e-mail', () => {
  // A long path (three guest bookings through the form, the e-mailed link, the list, a manage page and the expired link): about a minute on a busy machine, so two minutes are allowed.
  it('sees the two bookings made with the e-mail (and not another guest’s), opens one’s manage page; an expired link reads the neutral message', async () => {
    const email = uniqueEmail('my-bookings');
    const first = await bookAsGuest({ name: 'Maija Portal', email }, '10:30');
    const second = await bookAsGuest({ name: 'Maija Portal', email: email.toUpperCase() }, '11:30');
    const otherGuest = await bookAsGuest({ name: 'Eero Other', email: uniqueEmail('other-guest') }, '12:30');

    // On another device: the page, the address, "send me a link".
    const guest = await englishVisitor(browser, baseUrl);
    await guest.page.goto('/my-bookings');
    await guest.page.getByRole('heading', { level: 1, name: 'Find my bookings' }).waitFor();
    expect(await seriousAxeFindings(guest.page)).toEqual([]);
    await guest.page.getByLabel('E-mail address').fill(email);
    await guest.page.getByRole('button', { name: 'Send me a link' }).click();
    await guest.page.getByText('Check your e-mail').waitFor();

    const mail = await mailbox.waitFor(email, (m) => m.subject === 'Your bookings and orders at Rengaspalvelu');
    expect(mail.text).toContain('The link is valid for 15 minutes.');
    expect(mail.text).toContain('you can ignore this e-mail');
    const link = myBookingsLinkIn(mail);

    // The link: both bookings, newest first, and nothing of the other guest's.
    await guest.page.goto(link);
    await bookingCard(guest.page, second).waitFor();
    await expect.poll(() => guest.page.url()).toBe(`${baseUrl}/my-bookings`);
    const shown = await guest.page.getByRole('article').evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label')));
    expect(shown).toEqual([`Reservation ${second}`, `Reservation ${first}`]);
    expect(await guest.page.getByText(otherGuest).count()).toBe(0);
    await guest.page.getByRole('heading', { level: 2, name: 'Bookings (2)' }).waitFor();
    expect(await bookingCard(guest.page, first).innerText()).toContain('Awaiting payment');
    expect(await seriousAxeFindings(guest.page)).toEqual([]);
    await screenshot(guest.page, 'my-bookings-1280');
    await guest.page.setViewportSize({ width: 375, height: 800 });
    expect(await guest.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(guest.page, 'my-bookings-375');
    await guest.page.setViewportSize({ width: 1280, height: 900 });

    // A booking's action: its manage page, opened with the link the list minted.
    await guest.page.getByRole('link', { name: `Change or cancel ${first}` }).click();
    await bookingCard(guest.page, first).waitFor();
    await guest.page.getByRole('heading', { level: 1, name: 'Your booking' }).waitFor();
    await guest.page.getByRole('button', { name: 'Cancel booking' }).waitFor();
    await guest.context.close();

    // Fifteen minutes later (the link's expiry moved back): the same link reads the neutral message and offers a new one.
    await inE2eDatabase((db) =>
      db.query(`UPDATE accounts.email_access_links SET expires_at = now() - interval '1 second' WHERE email = $1`, [email.toLowerCase()]),
    );
    const later = await englishVisitor(browser, baseUrl);
    await later.page.goto(link);
    await later.page.getByText('This link is not valid or has expired').waitFor();
    await later.page.getByRole('button', { name: 'Send me a link' }).waitFor();
    expect(await later.page.getByRole('article').count()).toBe(0);
    expect(await seriousAxeFindings(later.page)).toEqual([]);
    expect(later.errors).toEqual([]);
    await later.context.close();
  }, 120_000);
});
