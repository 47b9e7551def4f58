import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, earliestDayAfterLead, LEAD_TIMES_WORKING_DAYS } from '@tire/contracts';
import { ADMIN_EMAIL } from '../../scripts/lib/platform.mjs';
import { logIn } from '../support/accounts.js';
import { chooseCalendarDay } from '../support/booking-form.js';
import { chromiumForThisFile, englishVisitor, screenshot } from '../support/browser.js';
import { payWithCard } from '../support/card-payment.js';
import { newCustomer } from '../support/customer.js';
import { inE2eDatabase } from '../support/database.js';
import { helsinkiNow } from '../support/helsinki.js';
import { mailbox } from '../support/mailbox.js';
import { baseUrl } from '../support/platform.js';

const browser = chromiumForThisFile();
const CALL_HEADERS = { 'X-Requested-With': 'tire-platform' };
const TIRE = 'Nokian Powerproof 1';

/** The bays left at a start time, as the booking calendar reads them. */
async function baysLeft(page: Page, locationId: number, date: string, time: string) {
  const answer = await page.request.get(`/api/availability?locationId=${locationId}&from=${date}&to=${date}`);
  const body = (await answer.json()) as { days: { date: string; times: { time: string; left: number }[] }[] };
  return body.days[0]?.times.find((slot) => slot.time === time)?.left ?? 0;
}

/** What the payments service took and gave back for the order. */
const moneyOf = (orderId: number) =>
  inE2eDatabase(async (db) => {
    const { rows } = await db.query(
      `SELECT (SELECT count(*)::int FROM payments.payments WHERE order_id = $1) AS payments,
              (SELECT coalesce(sum(amount_cents), 0)::int FROM payments.payments WHERE order_id = $1) AS paid,
              (SELECT count(*)::int FROM payments.refunds f JOIN payments.payments p ON p.id = f.payment_id WHERE p.order_id = $1) AS refunds,
              (SELECT coalesce(sum(f.amount_cents), 0)::int FROM payments.refunds f JOIN payments.payments p ON p.id = f.payment_id
                 WHERE p.order_id = $1 AND f.status = 'refunded') AS refunded`,
      [orderId],
    );
    return rows[0] as { payments: number; paid: number; refunds: number; refunded: number };
  });

describe('fitting booked with the tires', () => {
  it('an order with installation books its fitting on the first allowed day in one payment, with the .ics; cancelling the order frees the slot and refunds it in full', async () => {
    const { page, context, email } = await newCustomer(browser, 'fitting');
    await page.goto('/tire-shop');
    await page.locator('article.product-card').first().waitFor();
    await page.getByRole('combobox', { name: `Quantity of ${TIRE}` }).selectOption('4');
    await page.getByRole('button', { name: `Add to cart: ${TIRE}` }).click();
    const cart = page.locator('section.cart');
    await cart.getByLabel(/^I want installation/).check();
    const place = cart.getByLabel(/^Fitting location/);
    await place.selectOption((await place.locator('option', { hasText: 'Helsinki' }).first().getAttribute('value'))!);

    const created = page.waitForResponse((r) => r.url().endsWith('/api/tire-orders') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Checkout' }).click();
    const order = (await (await created).json()) as { id: number; totalAmount: string; fittingEarliestDate: string; location: { id: number } };
    // Every tire is on the shelf: the first fitting day is after the shop's preparation time (tire-rules.ts).
    const today = helsinkiNow().date;
    const earliest = earliestDayAfterLead(today, LEAD_TIMES_WORKING_DAYS.orderPreparation);
    expect(order.fittingEarliestDate).toBe(earliest);

    // The fitting time comes before the payment, on the booking calendar of the order's location.
    await page.waitForURL(`**/order-fitting?orderId=${order.id}`);
    await page.getByRole('heading', { name: `Fitting of order #${order.id}` }).waitFor();
    const grid = page.getByRole('grid');
    await grid.locator('[role="gridcell"]').first().waitFor();
    // No day before the first allowed one is offered (the days shown of this month, from today on).
    for (let day = today; day < earliest; day = addDays(day, 1)) {
      const cell = grid.locator(`[data-date="${day}"]`);
      if (await cell.count()) expect(await cell.getAttribute('data-kind')).toMatch(/^(tooSoon|past)$/);
    }
    // ...and the server refuses one too.
    const early = await page.request.put(`/api/tire-orders/${order.id}/fitting`, {
      headers: CALL_HEADERS,
      data: { date: addDays(earliest, -1), time: '16:00' },
    });
    expect(early.status()).toBe(400);
    expect((await early.json()).errors[0]).toMatchObject({ path: 'date', code: 'fitting.tooEarly' });

    await chooseCalendarDay(page, earliest);
    const slot = page.getByRole('radiogroup', { name: /^Time/ }).getByRole('radio').first();
    await slot.waitFor({ state: 'attached', timeout: 10_000 });
    const time = (await slot.getAttribute('value'))!;
    const before = await baysLeft(page, order.location.id, earliest, time);
    await slot.check();
    await screenshot(page, 'order-fitting-choose');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'order-fitting-choose-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    const chosen = page.waitForResponse((r) => r.url().endsWith(`/api/tire-orders/${order.id}/fitting`));
    await page.getByRole('button', { name: /and continue to payment$/ }).click();
    expect((await chosen).status()).toBe(200);
    await page.waitForURL(`**/checkout?orderId=${order.id}`);
    // Held with the unpaid order, like any booking.
    await expect.poll(() => baysLeft(page, order.location.id, earliest, time)).toBe(before - 1);

    // One payment: the tires' total, the fitting included at 0.00.
    const summary = page.locator('main');
    await summary.getByText(/\(included in the price\)/).waitFor();
    expect(await summary.innerText()).toContain(`€${order.totalAmount}`);
    await screenshot(page, 'order-fitting-checkout');
    const confirmed = await payWithCard(page, '4242424242424242');
    const payment = (await confirmed.json()) as { status: string; amountCents?: number };
    expect(payment.status).toBe('succeeded');
    await page.waitForURL(new RegExp(`/payment-success\\?.*order_id=${order.id}`));
    await page.getByRole('heading', { name: `Thank you, order #${order.id} is paid` }).waitFor();
    await page.getByText(/Your fitting is booked for/).waitFor();
    await screenshot(page, 'order-fitting-paid');
    expect(await moneyOf(order.id)).toMatchObject({ payments: 1, paid: Math.round(Number(order.totalAmount) * 100) });

    // One e-mail: the order confirmation, with the fitting and its calendar file.
    const mail = await mailbox.waitFor(email, (message) => /Order confirmation/.test(message.subject));
    expect(mail.text).toContain('Fitting time');
    expect(mail.text).toContain('Included in the price of the tires');
    expect(mail.text).not.toContain('agree on the fitting time');
    const ics = await mailbox.attachment(mail, 'text/calendar');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`DTSTART;TZID=Europe/Helsinki:${earliest.replaceAll('-', '')}T${time.replace(':', '')}00`);
    const others = (await mailbox.all()).filter(
      (m) => m.to.some((to) => to.address.toLowerCase() === email.toLowerCase()) && /booking|reservation/i.test(m.subject),
    );
    expect(others).toEqual([]);
    expect(await baysLeft(page, order.location.id, earliest, time)).toBe(before - 1);

    // The administrator sees the fitting on the order, and cancels the order.
    const admin = await englishVisitor(browser, baseUrl);
    await logIn(admin.page, ADMIN_EMAIL);
    await admin.page.goto('/admin');
    const card = admin.page.getByRole('article', { name: `Order #${order.id}` });
    await card.getByTestId('order-fitting').waitFor();
    expect(await card.getByTestId('order-fitting').innerText()).toContain(`${earliest} at ${time}`);
    await card.getByRole('button', { name: 'Cancel' }).click();
    const ask = admin.page.getByRole('alertdialog');
    await ask.getByText(/is cancelled and its time freed/).waitFor();
    await ask.getByRole('button', { name: 'Cancel order' }).click();

    // The slot is free again, and the one payment is refunded in full (one refund).
    await expect.poll(() => baysLeft(page, order.location.id, earliest, time), { timeout: 20_000 }).toBe(before);
    await expect.poll(async () => (await moneyOf(order.id)).refunded, { timeout: 45_000, interval: 500 }).toBe(Math.round(Number(order.totalAmount) * 100));
    expect((await moneyOf(order.id)).refunds).toBe(1);
    const mine = (await (await page.request.get('/api/tire-orders')).json()) as { id: number; status: string; fitting: { status: string } }[];
    expect(mine.find((o) => o.id === order.id)).toMatchObject({ status: 'cancelled', fitting: { status: 'cancelled' } });
    await admin.context.close();
    await context.close();
  });
});
