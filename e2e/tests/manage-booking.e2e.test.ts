import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { signUp, uniqueEmail } from '../support/accounts.js';
import { chooseCalendarDay, chooseTime, fillBookingForm, openBookingForm, submitBooking } from '../support/booking-form.js';
import { chromiumForThisFile, englishVisitor, screenshot } from '../support/browser.js';
import { payWithCard } from '../support/card-payment.js';
import { upcomingSaturday } from '../support/dates.js';
import { mailbox, type CaughtEmail } from '../support/mailbox.js';
import { baseUrl } from '../support/platform.js';

// Every booking e-mail says the booking can be changed or cancelled free of charge online until
// 24 hours before: its manage link (/manage-booking#token=…) lets a guest do it, no account needed.
const browser = chromiumForThisFile();

const aboutBooking = (code: string, subject: RegExp) => (mail: CaughtEmail) => mail.text.includes(code) && subject.test(mail.subject);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The manage link of a booking e-mail, as the guest clicks it. */
function manageLinkIn(mail: CaughtEmail): string {
  const link = new RegExp(`${escaped(baseUrl)}/manage-booking#token=[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
  expect(link, `a manage link in "${mail.subject}"`).toBeDefined();
  // The same link behind the HTML e-mail's button.
  expect(mail.html).toContain(`href="${link}"`);
  return link!;
}

/** A calendar day as the English pages print it: "14 June 2030". */
const longDate = (date: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
const bookingCard = (page: Page, code: string) => page.getByRole('article', { name: `Reservation ${code}` });
const row = (page: Page, code: string, label: string) => bookingCard(page, code).locator('.details-list__row', { hasText: label });

describe('a guest with the manage link of the real e-mail', () => {
  it('pays, opens the link, moves the booking to another day, cancels it and sees the refund; afterwards the link opens nothing', async () => {
    const { page, context, errors } = await englishVisitor(browser, baseUrl);
    const email = uniqueEmail('manage-link');
    const firstDay = upcomingSaturday(9);
    const laterDay = upcomingSaturday(16);

    // Booked as a guest and paid by card.
    await openBookingForm(page);
    const total = await fillBookingForm(page, {
      location: 'Vantaa',
      date: firstDay,
      time: '14:30',
      guest: { name: 'Maija Manage', email, phone: '0401234567' },
    });
    const { status, body } = await submitBooking(page);
    expect(status).toBe(201);
    const code = body.trackingCode as string;
    await page.waitForURL(`**/checkout?tracking_code=${code}`);
    await page.getByLabel(/^Card number/).waitFor();
    expect((await (await payWithCard(page, '4242 4242 4242 4242')).json()).status).toBe('succeeded');
    await page.getByRole('article', { name: 'Payment received – awaiting confirmation' }).waitFor();
    await context.close();

    // Both e-mails so far carry a link of their own.
    const held = await mailbox.waitFor(email, aboutBooking(code, /held until/));
    const receipt = await mailbox.waitFor(email, aboutBooking(code, /is paid/));
    const heldLink = manageLinkIn(held);
    const link = manageLinkIn(receipt);
    expect(link).not.toBe(heldLink);
    const token = link.split('#token=')[1]!;

    // The receipt's link, opened in another browser (the phone the e-mail was read on).
    const guest = await englishVisitor(browser, baseUrl);
    const sent: Request[] = [];
    guest.page.on('request', (request) => void sent.push(request));
    const arrived = await guest.page.goto(link);
    expect(arrived?.headers()['referrer-policy']).toBe('no-referrer');
    await bookingCard(guest.page, code).waitFor();
    // The token left the address at once: nothing on screen, in the history entry or in a Referer holds it.
    await expect.poll(() => guest.page.url()).toBe(`${baseUrl}/manage-booking`);
    expect(await row(guest.page, code, 'Payment').innerText()).toContain('Paid');
    await guest.page.getByText(/You can change or cancel online until/).waitFor();
    await screenshot(guest.page, 'manage-booking-opened');

    // Moved to a later Saturday, in the booking form's calendar and free times.
    await chooseCalendarDay(guest.page, laterDay);
    await chooseTime(guest.page, '18:30');
    const moved = guest.page.waitForResponse((r) => r.url().endsWith(`/api/manage-booking/${token}/move`));
    await guest.page.getByRole('button', { name: /^Move to / }).click();
    expect((await moved).status()).toBe(200);
    await guest.page.getByTestId('toast').getByText('Booking moved').waitFor();
    await expect.poll(() => row(guest.page, code, 'Time').innerText()).toContain('18:30');
    expect(await row(guest.page, code, 'Date').innerText()).toContain(longDate(laterDay));
    const movedMail = await mailbox.waitFor(email, aboutBooking(code, /moved/));
    expect(movedMail.text).toContain('18:30');
    manageLinkIn(movedMail);

    // Cancelled within the policy: the question says what happens to the money, the page shows the refund.
    await guest.page.getByRole('button', { name: 'Cancel booking' }).click();
    const question = guest.page.getByRole('alertdialog', { name: 'Cancel the booking?' });
    await question.getByText(`The full amount ${total} is refunded to your card.`).waitFor();
    const cancelled = guest.page.waitForResponse((r) => r.url().endsWith(`/api/manage-booking/${token}/cancel`));
    await question.getByRole('button', { name: 'Yes, cancel' }).click();
    expect((await cancelled).status()).toBe(200);
    await guest.page.getByText('Your booking is cancelled').waitFor();
    await guest.page.getByText(`A full refund of ${total} is on its way to your card`).waitFor();
    expect(await row(guest.page, code, 'Refund').innerText()).toContain(total);
    await screenshot(guest.page, 'manage-booking-cancelled');
    const cancelMail = await mailbox.waitFor(email, aboutBooking(code, /cancelled/));
    expect(cancelMail.text).toMatch(/refund/i);

    // The token only ever travelled in the API's paths: never in a page's address, never in a Referer.
    // (The first page load's own URL has it in the fragment, which the browser never sends.)
    for (const request of sent) {
      expect(request.headers().referer ?? '').not.toContain(token);
      const url = new URL(request.url());
      url.hash = '';
      if (url.href.includes(token)) expect(url.pathname.startsWith('/api/manage-booking/')).toBe(true);
    }

    // Afterwards the link, and every older e-mail's link, is the one neutral page.
    for (const old of [link, heldLink]) {
      const tab = await guest.context.newPage();
      await tab.goto(old);
      await tab.getByRole('heading', { name: 'This link does not work' }).waitFor();
      expect(await tab.getByRole('article').count()).toBe(0);
      expect(await tab.locator('body').innerText()).not.toContain(code);
      if (old === link) await screenshot(tab, 'manage-booking-link-not-valid');
      await tab.close();
    }
    expect(guest.errors).toEqual([]);
    expect(errors).toEqual([]);
    await guest.context.close();
  });
});

describe('a guest who then signs in with a code sent to the same address', () => {
  it('finds the guest booking in the account', async () => {
    const { page, context } = await englishVisitor(browser, baseUrl);
    const email = uniqueEmail('guest-joins');
    await openBookingForm(page);
    await fillBookingForm(page, { location: 'Espoo', date: upcomingSaturday(11), time: '16:30', guest: { name: 'Greta Guest', email, phone: '0407654321' } });
    const { status, body } = await submitBooking(page);
    expect(status).toBe(201);
    const code = body.trackingCode as string;
    await context.close();

    // Another day, another browser: an account made with the address, proved by the code sent there.
    const later = await englishVisitor(browser, baseUrl);
    await signUp(later.page, email);
    await later.page.goto('/my-reservations');
    await later.page.getByRole('article', { name: new RegExp(code) }).waitFor();
    await later.context.close();
  });
});
