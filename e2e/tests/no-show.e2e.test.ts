import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL } from '../../scripts/lib/platform.mjs';
import { logIn } from '../support/accounts.js';
import { bookByApi, freeTimesOf, locationIdOf } from '../support/booking-api.js';
import { chromiumForThisFile, englishVisitor, screenshot } from '../support/browser.js';
import { payReservationByApi } from '../support/card-payment.js';
import { newCustomer } from '../support/customer.js';
import { inE2eDatabase } from '../support/database.js';
import { helsinkiNow } from '../support/helsinki.js';
import { mailbox } from '../support/mailbox.js';
import { baseUrl } from '../support/platform.js';

const browser = chromiumForThisFile();

/** The signed-in customer books tomorrow's first free time in Helsinki, through the API as the booking page would. */
async function bookTomorrow(page: Page) {
  const locationId = await locationIdOf(page.request, 'Helsinki');
  const date = helsinkiNow(1).date;
  const [time] = await freeTimesOf(page.request, locationId, date);
  const details = {
    registrationNumber: 'NOS-1',
    vehicleModel: 'Volvo V70',
    tireSize: '205/55 R16',
    guestAddress: 'Mannerheimintie 5',
    guestPostalCode: '00100',
  };
  return (await bookByApi(page.request, { locationId, date, time: time!, details })).trackingCode;
}

describe('no-shows', () => {
  it('Staff mark a no-show and the customer’s history shows it', async () => {
    const customer = await newCustomer(browser, 'noshow');
    const code = await bookTomorrow(customer.page);
    expect((await payReservationByApi(customer.page, code)).status).toBe(200);
    // Time passes without waiting: the booking's start is moved an hour back, as the hold tests
    // move a creation time back (support/database.ts).
    await inE2eDatabase((db) => db.query(`UPDATE reservations.reservations SET starts_at = now() - interval '1 hour' WHERE tracking_code = $1`, [code]));

    const admin = await englishVisitor(browser, baseUrl);
    await logIn(admin.page, ADMIN_EMAIL);
    await admin.page.waitForURL('**/admin');
    await admin.page
      .getByRole('group', { name: 'Choose a day' })
      .getByRole('button', { name: /^Tomorrow/ })
      .click();
    const card = admin.page.getByRole('article', { name: `Reservation ${code}` });
    await card.getByRole('button', { name: 'Confirm' }).click();
    await card.getByText('Confirmed').first().waitFor();
    // Its start has passed: staff may mark the no-show, after confirming (the keyboard opens it too).
    await card.getByRole('button', { name: 'Mark no-show' }).focus();
    await admin.page.keyboard.press('Enter');
    const ask = admin.page.getByRole('alertdialog', { name: `Mark reservation ${code} a no-show?` });
    await ask.getByText(/The payment is kept as the terms say/).waitFor();
    await ask.getByRole('button', { name: 'Mark no-show' }).click();
    await card.getByText(/No actions: the reservation is no-show/i).waitFor();
    await card.getByText('No-show', { exact: true }).first().waitFor();
    await screenshot(admin.page, 'admin-no-show');
    await admin.context.close();

    const mail = await mailbox.waitFor(customer.email, (email) => email.subject.includes(code) && /did not come/.test(email.subject));
    expect(mail.text).toContain('marked as a no-show');
    expect(mail.text).toMatch(/is not refunded, as the booking terms say/);
    expect(mail.text).toMatch(/You can book a new time online: \S+\/tire-change/);

    await customer.page.goto('/my-reservations');
    const history = customer.page.getByRole('region', { name: 'History' });
    const entry = history.getByRole('article', { name: new RegExp(code) });
    await entry.waitFor();
    await entry.getByText('No-show', { exact: true }).waitFor();
    expect(await entry.innerText()).toContain('You did not come to this booking. The payment is kept, as the booking terms say.');
    await screenshot(customer.page, 'my-reservations-no-show');
    await customer.context.close();
  });
});
