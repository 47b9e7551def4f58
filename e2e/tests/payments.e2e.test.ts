import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { signUp, uniqueEmail } from '../support/accounts.js';
import { fillBookingForm, openBookingForm, submitBooking } from '../support/booking-form.js';
import { chromiumForThisFile, englishVisitor, screenshot } from '../support/browser.js';
import { payWithCard } from '../support/card-payment.js';
import { newCustomer } from '../support/customer.js';
import { upcomingSaturday } from '../support/dates.js';
import { mailbox } from '../support/mailbox.js';
import { baseUrl } from '../support/platform.js';

const browser = chromiumForThisFile();

async function guestBooksAndReachesCheckout(page: Page, email: string, time: string) {
  await openBookingForm(page);
  await fillBookingForm(page, {
    location: 'Helsinki',
    date: upcomingSaturday(14),
    time,
    extras: [/Tire bags/],
    guest: { name: 'Paula Payer', email, phone: '0405556666' },
  });
  const { status, body } = await submitBooking(page);
  expect(status).toBe(201);
  await page.waitForURL(`**/checkout?tracking_code=${body.trackingCode}`);
  await page.getByLabel(/^Card number/).waitFor();
  return body.trackingCode as string;
}

async function trackedPaymentStatus(page: Page, code: string) {
  const response = await page.request.get(`/api/reservations/track/${code}`);
  return (await response.json()).paymentStatus as string;
}

describe('card payments for reservations', () => {
  it('a guest pays with 4242 4242 4242 4242, sees the succeeded page, tracking says paid and the receipt arrives', async () => {
    const { page, context } = await englishVisitor(browser, baseUrl);
    const email = uniqueEmail('payer');
    const code = await guestBooksAndReachesCheckout(page, email, '13:00');
    const confirmed = await payWithCard(page, '4242 4242 4242 4242');
    expect((await confirmed.json()).status).toBe('succeeded');
    await page.waitForURL(/\/payment-success\?payment_intent=.+&tracking_code=/);
    await page.getByRole('article', { name: 'Payment received – awaiting confirmation' }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain(code);
    expect(text).toContain('€40.00');
    await screenshot(page, 'payment-succeeded');
    expect(await trackedPaymentStatus(page, code)).toBe('paid');
    const receipt = await mailbox.waitFor(email, (mail) => /paid|maksu|receipt|kuitti/i.test(mail.subject) && mail.text.includes(code));
    expect(receipt.text).toMatch(/40[.,]00/);
    await context.close();
  });

  it('a declined card shows the provider message; a good card then pays the reservation once', async () => {
    const { page, context } = await englishVisitor(browser, baseUrl);
    const email = uniqueEmail('declined');
    const code = await guestBooksAndReachesCheckout(page, email, '13:30');
    const declined = await payWithCard(page, '4000 0000 0000 0002');
    expect((await declined.json()).status).not.toBe('succeeded');
    await page
      .getByTestId('toast')
      .getByText(/declined/i)
      .waitFor();
    expect(await trackedPaymentStatus(page, code)).toBe('failed');

    const accepted = await payWithCard(page, '4242 4242 4242 4242');
    expect((await accepted.json()).status).toBe('succeeded');
    await page.getByRole('article', { name: 'Payment received – awaiting confirmation' }).waitFor();
    expect(await trackedPaymentStatus(page, code)).toBe('paid');
    // Paid once: a second payment for it is refused.
    const again = await page.request.post('/api/create-reservation-payment', {
      headers: { 'X-Requested-With': 'tire-platform' },
      data: { trackingCode: code },
    });
    expect(again.status()).toBe(409);
    await context.close();
  });

  it('shows the failed state and a toast on /payment-success without payment information', async () => {
    const { page, context } = await englishVisitor(browser, baseUrl);
    await page.goto('/payment-success');
    await page.getByRole('heading', { name: 'Payment failed' }).waitFor();
    await page.getByTestId('toast').getByText('Payment verification failed').waitFor();
    await context.close();
  });
});

/** Picks where the tires are picked up (the cart asks before checkout). */
async function choosePickup(page: Page, name: string) {
  const place = page.locator('section.cart').getByLabel(/^Pickup location/);
  const value = await place.locator('option', { hasText: name }).first().getAttribute('value');
  await place.selectOption(value!);
}

/** Adds `quantity` of a tire with the card's quantity (which offers a set of four first). */
async function addToCart(page: Page, name: string, quantity = 1) {
  await page.getByRole('combobox', { name: `Quantity of ${name}` }).selectOption(String(quantity));
  await page.getByRole('button', { name: `Add to cart: ${name}` }).click();
}

describe('the tire shop', () => {
  it('a customer filters, fills the cart, reloads, picks the pickup location, pays, sees the confirmation and gets the order e-mail with lines and VAT', async () => {
    const { page, context, email } = await newCustomer(browser, 'shopper');
    await page.goto('/tire-shop');
    const cards = page.locator('article.product-card');
    // The filters narrow the tires once they have loaded (a customer sees them first).
    await cards.first().waitFor();
    await page.getByLabel(/^Tire size/).fill('205/55 R16');
    await page.getByLabel(/^Brand/).selectOption('Continental');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(2);
    await addToCart(page, 'Continental VikingContact 8', 4);
    await addToCart(page, 'Continental AllSeasonContact 2', 3);
    await page.getByRole('button', { name: 'One less Continental AllSeasonContact 2' }).click();

    await page.reload();
    const cart = page.locator('section.cart');
    await cart.getByRole('listitem', { name: 'Continental AllSeasonContact 2' }).waitFor();
    expect(await cart.getByRole('listitem', { name: 'Continental AllSeasonContact 2' }).innerText()).toContain('2');

    await choosePickup(page, 'Espoo');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/tire-orders') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Checkout' }).click();
    const order = await (await created).json();
    // 4 × 136.01 + 2 × 121.01, from the catalogue's prices.
    expect(order.totalAmount).toBe('786.06');
    expect(order.location).toMatchObject({ name: 'Espoo' });
    await page.waitForURL(`**/checkout?orderId=${order.id}`);
    const confirmed = await payWithCard(page, '4242424242424242');
    expect((await confirmed.json()).status).toBe('succeeded');

    // A purchase ends on its confirmation page and with the order e-mail.
    await page.waitForURL(new RegExp(`/payment-success\\?.*order_id=${order.id}`));
    const thanks = page.getByRole('heading', { name: `Thank you, order #${order.id} is paid` });
    await thanks.waitFor();
    const summary = await page.locator('main').innerText();
    expect(summary).toContain('Continental VikingContact 8');
    expect(summary).toContain('Espoo');
    expect(summary).toContain('€786.06');
    await screenshot(page, 'shop-order-confirmation');
    const mail = await mailbox.waitFor(email, (message) => /Order confirmation|Tilausvahvistus/.test(message.subject));
    expect(mail.text).toContain('Continental VikingContact 8');
    expect(mail.text).toContain('Espoo');
    expect(mail.text).toMatch(/786[.,]06/);
    expect(mail.text).toMatch(/25[.,]5 ?%/);

    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByText(`Order #${order.id}`).waitFor();
    await expect
      .poll(async () =>
        (await page.request.get('/api/tire-orders')).json().then((orders: { id: number; status: string }[]) => orders.find((o) => o.id === order.id)?.status),
      )
      .toBe('paid');
    await context.close();
  });

  it('a guest pressing checkout is asked to log in', async () => {
    const { page, context } = await englishVisitor(browser, baseUrl);
    await page.goto('/tire-shop');
    await addToCart(page, 'Nokian Wetproof 1');
    // The toast lives for the 0.5 s before the redirect: watch for it from before the click.
    const toastShown = page.getByTestId('toast').getByText('Login Required').waitFor();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await toastShown;
    await page.waitForURL((url) => !url.pathname.startsWith('/tire-shop'), { timeout: 10_000 });
    await context.close();
  });

  it('when two customers race for the last set of one product, one order succeeds and the other is told it is out of stock', async () => {
    const shoppers: { page: Page; context: BrowserContext }[] = [];
    for (const name of ['racer-a', 'racer-b']) {
      const visitor = await englishVisitor(browser, baseUrl);
      await signUp(visitor.page, uniqueEmail(name));
      await visitor.page.goto('/tire-shop');
      await addToCart(visitor.page, 'Michelin Pilot Sport 5', 4);
      await choosePickup(visitor.page, 'Helsinki');
      shoppers.push(visitor);
    }
    const answers = await Promise.all(
      shoppers.map(async ({ page }) => {
        const created = page.waitForResponse((r) => r.url().endsWith('/api/tire-orders') && r.request().method() === 'POST');
        await page.getByRole('button', { name: 'Checkout' }).click();
        return (await created).status();
      }),
    );
    expect([...answers].sort()).toEqual([201, 409]);
    const loser = shoppers[answers.indexOf(409)]!.page;
    await loser
      .getByTestId('toast')
      .getByText(/Not enough/i)
      .first()
      .waitFor();
    for (const { context } of shoppers) await context.close();
  });
});
