import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot } from '../support/browser.js';
import { upcomingSaturday } from '../support/dates.js';
import { baseUrl } from '../support/platform.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function englishVisitor() {
  const visitor = await newVisitor(browser, baseUrl);
  await visitor.context.addInitScript(() => localStorage.setItem('language', 'en'));
  return visitor;
}

async function chooseOption(page: Page, label: RegExp, text: string) {
  const select = page.getByLabel(label);
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  await select.selectOption(value!);
}

describe('a guest books a tire change and tracks it', () => {
  let trackingCode = '';

  it('books Espoo for a future slot with two extras, at the total the server computed, and goes to checkout', async () => {
    const { page, context, errors } = await englishVisitor();
    await page.goto('/tire-change');
    await page.getByRole('heading', { name: 'Book a tire service' }).waitFor();

    const time = page.getByLabel(/^Time/);
    await expect(time.isDisabled()).resolves.toBe(true);
    await chooseOption(page, /^Location/, 'Espoo');
    await page.getByLabel(/^Date/).fill(upcomingSaturday());
    // The slots load once location and date are chosen; Saturday opens at 09:00.
    await time.locator('option[value="09:00"]').waitFor({ state: 'attached' });
    await expect.poll(() => time.isEnabled()).toBe(true);
    const firstTime = await time.locator('option:not([value=""])').first().getAttribute('value');
    expect(firstTime).toBe('09:00');
    await time.selectOption(firstTime!);

    await page.getByLabel(/^Vehicle brand or registration number/).fill('XYZ-789');
    await page.getByLabel(/^Vehicle model/).fill('Toyota Corolla');
    await page.getByLabel(/^Tire size/).fill('205/55 R16');
    await page.getByRole('checkbox', { name: /Van\/SUV charge/ }).check();
    await page.getByRole('checkbox', { name: /Retightening/ }).check();
    await page.getByLabel(/^Name/).fill('Aino Guest');
    await page.getByLabel(/^Email/).fill('aino.guest@example.fi');
    await page.getByLabel(/^Phone number/).fill('0401234567');
    await page.getByLabel(/^Address/).fill('Leppävaarankatu 1');
    await page.getByLabel(/^Postal code/).fill('02600');

    const shownTotal = (await page.getByTestId('reservation-total').textContent())!.trim();
    expect(shownTotal).toBe('€50.00');

    const created = page.waitForResponse((r) => r.url().endsWith('/api/reservations') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Confirm reservation' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const reservation = await response.json();
    expect(reservation.totalPrice).toBe('50.00');
    expect(reservation.trackingCode).toMatch(/^TIRE-[A-Z0-9]{6}$/);
    trackingCode = reservation.trackingCode;

    await page.waitForURL(`**/checkout?tracking_code=${trackingCode}`, { timeout: 10_000 });
    await screenshot(page, 'guest-booking-checkout');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds the reservation by its code typed in lower case', async () => {
    expect(trackingCode).not.toBe('');
    const { page, context } = await englishVisitor();
    await page.goto('/track-order');
    const input = page.getByRole('textbox');
    await input.fill(trackingCode.toLowerCase());
    await expect(input.inputValue()).resolves.toBe(trackingCode);
    await input.press('Enter');
    const card = page.locator('article.track-result');
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain(trackingCode);
    expect(text).toContain('Espoo');
    expect(text).toContain('€50.00');
    expect(text).toMatch(/pending/i);
    expect(text).toContain('09:00');
    await screenshot(page, 'track-order-found');
    await context.close();
  });

  it('shows the not-found card with a book-now link for an unknown code', async () => {
    const { page, context } = await englishVisitor();
    await page.goto('/track-order');
    await page.getByRole('textbox').fill('tire-zzzzzz');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Reservation Not Found').waitFor();
    const bookNow = page.getByRole('link', { name: /Book now/i });
    await expect(bookNow.getAttribute('href')).resolves.toBe('/tire-change');
    await context.close();
  });
});
