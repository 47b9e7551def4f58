import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL } from '../../scripts/lib/platform.mjs';
import { logIn, uniqueEmail } from '../support/accounts.js';
import { seriousAxeFindings } from '../support/axe.js';
import { BOOKING_CALL_HEADERS, bookByApi, freeTimesOf, locationIdOf } from '../support/booking-api.js';
import { chromiumForThisFile, englishVisitor, screenshot } from '../support/browser.js';
import { payReservationByApi } from '../support/card-payment.js';
import { newCustomer } from '../support/customer.js';
import { inE2eDatabase } from '../support/database.js';
import { helsinkiNow } from '../support/helsinki.js';
import { mailbox, myBookingsLinkIn } from '../support/mailbox.js';
import { baseUrl } from '../support/platform.js';

const browser = chromiumForThisFile();

/** Every service's schema: after an erasure none of their tables may hold the person. */
const SERVICE_SCHEMAS = ['reservations', 'catalogue', 'payments', 'accounts', 'notifications'];

/** Letters and digits only this customer has: their last name, phone and plate are then theirs alone in every table. */
const unique = () => {
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  const letters = [...digits].map((digit) => 'bcdfghjklm'[Number(digit)]).join('');
  return { lastName: `Poistaja${letters}`, phone: `040${digits}9`, registrationNumber: `ZQ-${digits.slice(0, 4)}` };
};

/**
 * The customer (signed in, or a guest giving `guest` details) books tomorrow's first free time and
 * pays it, through the API as the booking and checkout pages would.
 */
async function bookAndPay(page: Page, plate: string, guest?: { guestName: string; guestEmail: string; guestPhone: string }) {
  const locationId = await locationIdOf(page.request, 'Helsinki');
  const date = helsinkiNow(1).date;
  const [time] = await freeTimesOf(page.request, locationId, date);
  const details = {
    registrationNumber: plate,
    vehicleModel: 'Volvo V60',
    tireSize: '225/45 R17',
    guestAddress: 'Mannerheimintie 5',
    guestPostalCode: '00100',
    ...guest,
  };
  const { trackingCode } = await bookByApi(page.request, { locationId, date, time: time!, details });
  expect((await payReservationByApi(page, trackingCode)).status).toBe(200);
  return trackingCode;
}

/** The customer buys one tire to pick up in Helsinki and pays it, as the shop and checkout pages would. */
async function orderAndPay(page: Page) {
  const products = (await (await page.request.get('/api/tire-products')).json()) as { id: number; price: string; stock: number }[];
  const product = products.find((item) => item.stock > 0)!;
  const placed = await page.request.post('/api/tire-orders', {
    headers: BOOKING_CALL_HEADERS,
    data: {
      totalAmount: product.price,
      installationRequested: false,
      lines: [{ productId: product.id, quantity: 1 }],
      locationId: await locationIdOf(page.request, 'Helsinki'),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number };
  const intent = await page.request.post('/api/create-payment-intent', { headers: BOOKING_CALL_HEADERS, data: { orderId: order.id } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { paymentIntentId, clientSecret } = await intent.json();
  const confirmed = await page.request.post('/api/payments/local/confirm', {
    headers: BOOKING_CALL_HEADERS,
    data: { paymentIntentId, clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  expect(confirmed.status()).toBe(200);
  return order.id;
}

/** The bookkeeping of this booking and order: what was paid, their totals, and what went back. */
const money = (code: string, orderId: number) =>
  inE2eDatabase(async (db) => {
    const { rows } = await db.query(
      `SELECT (SELECT sum(amount_cents)::int FROM payments.payments WHERE tracking_code = $1 OR order_id = $2) AS paid,
              (SELECT total_cents FROM reservations.reservations WHERE tracking_code = $1) AS booking_total,
              (SELECT total_cents FROM catalogue.orders WHERE id = $2) AS order_total,
              (SELECT coalesce(sum(f.amount_cents), 0)::int FROM payments.refunds f JOIN payments.payments p ON p.id = f.payment_id
                 WHERE f.status = 'refunded' AND (p.tracking_code = $1 OR p.order_id = $2)) AS refunded`,
      [code, orderId],
    );
    return rows[0] as { paid: number; booking_total: number; order_total: number; refunded: number };
  });

/** The rows of every service schema whose text holds `needle` (any column, case ignored). */
const rowsHolding = (needle: string) =>
  inE2eDatabase(async (db) => {
    const { rows: tables } = await db.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE'`,
      [SERVICE_SCHEMAS],
    );
    const found: string[] = [];
    for (const table of tables) {
      const { rows } = await db.query(`SELECT t::text AS row FROM "${table.schema}"."${table.name}" t WHERE strpos(lower(t::text), $1) > 0`, [
        needle.toLowerCase(),
      ]);
      found.push(...rows.map((row) => `${table.schema}.${table.name}: ${row.row}`));
    }
    return found;
  });

describe('a customer’s own data', () => {
  // The longest path of the suite (sign-up, a paid booking, an order, the export, the erasure in every service, the admin's search): two minutes.
  it('A customer exports their data and then deletes it: afterwards no service answers their e-mail, name or plate, and the receipt rows still sum to the same money', async () => {
    const person = unique();
    const customer = await newCustomer(browser, 'mydata', { firstName: 'Maija', ...person });
    const { page } = customer;
    const code = await bookAndPay(page, person.registrationNumber);
    const orderId = await orderAndPay(page);
    // Both receipts have gone out (and so are in the log of e-mails sent).
    await mailbox.waitFor(customer.email, (email) => email.subject.includes(code) && /receipt|paid/i.test(email.subject));
    await mailbox.waitFor(customer.email, (email) => /Order confirmation/.test(email.subject));
    const before = await money(code, orderId);

    // The download: one JSON file with every service's part.
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Your data' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Your data' });
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await fs.readFile((await download.path())!, 'utf8');
    const data = JSON.parse(text);
    expect(data.subject.email).toBe(customer.email);
    expect(data.services.accounts.records.accounts[0]).toMatchObject({
      email: customer.email,
      lastName: person.lastName,
      registrationNumber: person.registrationNumber,
    });
    expect(data.services.reservations.records.bookings).toEqual([
      expect.objectContaining({ tracking_code: code, registration_number: person.registrationNumber }),
    ]);
    expect(data.services.reservations.records.bookingEvents.map((event: { type: string }) => event.type)).toEqual(expect.arrayContaining(['created', 'paid']));
    expect(data.services.catalogue.records.orders).toEqual([expect.objectContaining({ order_id: orderId, status: 'paid' })]);
    expect(data.services.payments.records.payments.map((payment: { purpose: string }) => payment.purpose).sort()).toEqual(['order', 'reservation']);
    const sent = data.services.notifications.records.emailsSent.map((email: { subject: string }) => email.subject);
    expect(sent.some((subject: string) => subject.includes(code))).toBe(true);
    expect(sent.some((subject: string) => /Order confirmation/.test(subject))).toBe(true);
    expect(text).not.toMatch(/client_secret|clientSecret|code_hmac|codeHmac|pi_/);

    // The same page on a phone, for a person to look at.
    const phone = await browser.newContext({ baseURL: baseUrl, viewport: { width: 375, height: 800 }, storageState: await customer.context.storageState() });
    const phonePage = await phone.newPage();
    await phonePage.goto('/dashboard');
    await phonePage.getByRole('tab', { name: 'Your data' }).click();
    await phonePage.getByRole('button', { name: 'Delete my data and account' }).waitFor();
    await screenshot(phonePage, 'my-data-phone');
    await phone.close();

    // The deletion, after a confirmation that says what happens; the dialog passes the axe check.
    await panel.getByRole('button', { name: 'Delete my data and account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your data and account?' });
    await dialog.getByText(/cancelled and refunded in full/).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshot(page, 'my-data-confirm');
    const erased = page.waitForResponse((response) => response.url().endsWith('/api/my-data/erase'));
    await dialog.getByRole('button', { name: 'Delete my data' }).click();
    expect((await erased).status()).toBe(200);
    const done = page.getByRole('heading', { level: 2, name: 'Your data has been deleted' });
    await done.waitFor();
    expect(await page.locator('main').innerText()).toContain(`Cancelled: ${code}, #${orderId}.`);
    await screenshot(page, 'my-data-deleted');
    // Out through the logout to the front page, signed out; the session is gone.
    await page.getByRole('link', { name: 'Go to the front page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByRole('link', { name: /Log in/i })
      .first()
      .waitFor();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    // The last e-mail, in the account's language: what went, what was cancelled and refunded, what the law keeps.
    const last = await mailbox.waitFor(customer.email, (email) => email.subject === 'Your data and account have been deleted');
    expect(last.text).toContain('Hello Maija ' + person.lastName);
    expect(last.text).toContain(`Upcoming bookings cancelled: ${code}`);
    expect(last.text).toContain(`Open orders cancelled: #${orderId}`);
    expect(last.text).toContain(`€${((before.booking_total + before.order_total) / 100).toFixed(2)} is refunded in full to the card you paid with`);
    expect(last.text).toContain('keep our bookkeeping records for 6 years');
    await customer.context.close();

    // The money: paid as before, the totals kept, and every cent back once the refunds completed.
    await expect.poll(async () => (await money(code, orderId)).refunded, { timeout: 45_000, interval: 500 }).toBe(before.paid);
    expect(await money(code, orderId)).toEqual({ ...before, refunded: before.paid });
    expect(before.paid).toBe(before.booking_total + before.order_total);

    // No service holds their e-mail, name, phone or plate any more…
    for (const needle of [customer.email, person.lastName, person.phone, person.registrationNumber]) expect(await rowsHolding(needle)).toEqual([]);
    // …and the admin's search finds nothing of them, while the booking itself (its code) is still there.
    const admin = await englishVisitor(browser, baseUrl);
    await logIn(admin.page, ADMIN_EMAIL);
    await admin.page.waitForURL('**/admin');
    for (const q of [customer.email, person.registrationNumber]) {
      const found = await admin.page.request.get(`/api/admin/reservations?q=${encodeURIComponent(q)}`);
      expect(found.status()).toBe(200);
      expect(await found.json()).toEqual([]);
    }
    const byCode = (await (await admin.page.request.get(`/api/admin/reservations?q=${code}`)).json()) as Record<string, unknown>[];
    expect(byCode).toEqual([expect.objectContaining({ trackingCode: code, status: 'cancelled', guestEmail: null, guestName: null })]);
    await admin.context.close();
  }, 120_000);

  it('A guest who booked and paid opens their "my bookings" link, downloads their data, deletes it and reads the last e-mail; afterwards no service holds them, the link opens nothing and the money is unchanged', async () => {
    const person = unique();
    const email = uniqueEmail('guestdata');
    const { page, context } = await englishVisitor(browser, baseUrl);
    const code = await bookAndPay(page, person.registrationNumber, { guestName: `Vieras ${person.lastName}`, guestEmail: email, guestPhone: person.phone });
    await mailbox.waitFor(email, (mail) => mail.subject.includes(code) && /receipt|paid/i.test(mail.subject));
    const before = await money(code, -1);

    // The "my bookings" link, from the real e-mail.
    await page.goto('/my-bookings');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText('Check your e-mail').waitFor();
    const link = myBookingsLinkIn(await mailbox.waitFor(email, (mail) => mail.subject === 'Your bookings and orders at Rengaspalvelu'));
    await page.goto(link);
    await page.getByRole('article', { name: `Reservation ${code}` }).waitFor();

    // The download: the booking and its payment, found by the address the link proves.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await fs.readFile((await download.path())!, 'utf8');
    const data = JSON.parse(text);
    expect(data.subject).toEqual({ email });
    expect(data.services.reservations.records.bookings).toEqual([
      expect.objectContaining({ tracking_code: code, registration_number: person.registrationNumber }),
    ]);
    expect(data.services.payments.records.payments.map((payment: { purpose: string }) => payment.purpose)).toEqual(['reservation']);
    expect(text).not.toMatch(/client_secret|clientSecret|code_hmac|codeHmac|pi_/);

    // The same page on a phone and on a desktop, for a person to look at (the link opens any number of times while it lives).
    const phone = await englishVisitor(browser, baseUrl, { width: 375, height: 800 });
    await phone.page.goto(link);
    await phone.page.getByRole('button', { name: 'Delete my data' }).scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'my-data-guest-phone', { fullPage: false });
    await phone.context.close();
    await page.getByRole('heading', { level: 2, name: 'Your data' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'my-data-guest-1280', { fullPage: false });

    // The deletion, after the account page's confirmation; the dialog passes the axe check.
    await page.getByRole('button', { name: 'Delete my data' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your data and account?' });
    await dialog.getByText(/cancelled and refunded in full/).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    const erased = page.waitForResponse((response) => response.url().endsWith('/my-data/erase'));
    await dialog.getByRole('button', { name: 'Delete my data' }).click();
    expect((await erased).status()).toBe(200);
    await page.getByRole('heading', { level: 2, name: 'Your data has been deleted' }).waitFor();
    const summary = await page.locator('main').innerText();
    expect(summary).toContain(`Cancelled: ${code}.`);
    expect(summary).toContain('this link no longer works');
    // The summary's heading has the focus and comes into view (smoothly) clear of the sticky header.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('my-data-done');
    await expect
      .poll(() => page.evaluate(() => document.getElementById('my-data-done')!.getBoundingClientRect().top), { timeout: 5_000 })
      .toBeGreaterThanOrEqual(await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom));
    await screenshot(page, 'my-data-guest-deleted', { fullPage: false });

    // The last e-mail: what was cancelled and refunded, and what the law keeps.
    // A guest without an account is told of their data only.
    const last = await mailbox.waitFor(email, (mail) => mail.subject === 'Your data has been deleted');
    expect(last.text).toContain('we have deleted your personal data');
    expect(last.text).toContain(`Upcoming bookings cancelled: ${code}`);
    expect(last.text).toContain(`€${(before.booking_total / 100).toFixed(2)} is refunded in full to the card you paid with`);
    expect(last.text).toContain('keep our bookkeeping records for 6 years');

    // The money: paid as before, the total kept, and every cent back once the refund completed.
    await expect.poll(async () => (await money(code, -1)).refunded, { timeout: 45_000, interval: 500 }).toBe(before.paid);
    expect(await money(code, -1)).toEqual({ ...before, refunded: before.paid });
    // No service holds their e-mail, name, phone or plate any more…
    for (const needle of [email, person.lastName, person.phone, person.registrationNumber]) expect(await rowsHolding(needle)).toEqual([]);
    // …and the link itself opens nothing: the neutral message, as for any dead link.
    await context.close();
    const later = await englishVisitor(browser, baseUrl);
    await later.page.goto(link);
    await later.page.getByText('This link is not valid or has expired').waitFor();
    await later.context.close();
  });
});
