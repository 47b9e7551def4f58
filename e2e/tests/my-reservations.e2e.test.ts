import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signUp, uniqueEmail } from '../support/accounts.js';
import { fillBookingForm, submitBooking } from '../support/booking-form.js';
import { launchBrowser, newVisitor, screenshot } from '../support/browser.js';
import { upcomingSaturday } from '../support/dates.js';
import { helsinkiNow } from '../support/helsinki.js';
import { baseUrl } from '../support/platform.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const card = (page: Page, code: string) => page.getByRole('article', { name: new RegExp(code) });
const toastSaying = (page: Page, text: string) => page.getByTestId('toast').getByText(text);

/** The first bookable slot that starts within 24 hours (today's, or tomorrow's before this time of day). */
async function slotWithin24Hours(page: Page, locationId: number) {
  const today = helsinkiNow();
  const tomorrow = helsinkiNow(1);
  const slots = async (date: string) => (await (await page.request.get(`/api/available-slots?locationId=${locationId}&date=${date}`)).json()) as string[];
  const todays = await slots(today.date);
  if (todays.length) return { date: today.date, time: todays[0]! };
  const soon = (await slots(tomorrow.date)).find((time) => time < today.time);
  if (!soon) throw new Error('no slot within 24 hours');
  return { date: tomorrow.date, time: soon };
}

describe('a signed-in customer manages their reservations', () => {
  it('books with a pre-filled form, sees it upcoming, moves it, cancels it and finds it in history', async () => {
    const { page, context } = await newVisitor(browser, baseUrl);
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    await signUp(page, uniqueEmail('manager'));

    await page.goto('/tire-change');
    await page.getByRole('heading', { name: 'Book a tire service' }).waitFor();
    // The profile fills the form in.
    await expect.poll(() => page.getByLabel(/^Address/).inputValue()).toBe('Mannerheimintie 5');
    await expect(page.getByLabel(/^Postal code/).inputValue()).resolves.toBe('00100');
    const date = upcomingSaturday(9);
    await fillBookingForm(page, { location: 'Helsinki', date, time: '11:00' });
    const { status, body } = await submitBooking(page);
    expect(status).toBe(201);
    const code = body.trackingCode as string;

    await page.goto('/dashboard');
    await card(page, code).waitFor();
    await page.goto('/my-reservations');
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await card(page, code).waitFor();
    expect(await upcoming.getByRole('article', { name: new RegExp(code) }).innerText()).toContain('11:00');

    await card(page, code).getByRole('button', { name: 'Modify' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Date/).fill(date);
    await dialog.getByLabel(/^Time/).locator('option[value="12:30"]').waitFor({ state: 'attached' });
    await dialog.getByLabel(/^Time/).selectOption('12:30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastSaying(page, 'Your reservation has been updated successfully.').waitFor();
    await expect.poll(() => card(page, code).innerText()).toContain('12:30');

    await card(page, code).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel reservation' }).click();
    await toastSaying(page, 'Your reservation has been cancelled.').waitFor();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByRole('article', { name: new RegExp(code) }).waitFor();
    expect(await history.getByRole('article', { name: new RegExp(code) }).innerText()).toContain('Cancelled');
    await screenshot(page, 'my-reservations-history');
    await context.close();
  });

  it('refuses to move a reservation that starts within 24 hours, with a clear message', async () => {
    const { page, context } = await newVisitor(browser, baseUrl);
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    await signUp(page, uniqueEmail('latecomer'));
    const locations = (await (await page.request.get('/api/service-locations')).json()) as { id: number; name: string }[];
    const vantaa = locations.find((location) => location.name === 'Vantaa')!;
    const soon = await slotWithin24Hours(page, vantaa.id);
    const booked = await page.request.post('/api/reservations', {
      headers: { 'X-Requested-With': 'tire-platform' },
      data: {
        serviceType: 'tire_repair_1',
        locationId: vantaa.id,
        scheduledDate: soon.date,
        scheduledTime: soon.time,
        registrationNumber: 'LAT-1',
        vehicleModel: 'Skoda',
        tireSize: '195/65 R15',
        guestAddress: 'Tikkurilantie 1',
        guestPostalCode: '01300',
        additionalServices: '[]',
      },
    });
    expect(booked.status()).toBe(201);
    const code = (await booked.json()).trackingCode as string;

    await page.goto('/my-reservations');
    await card(page, code).getByRole('button', { name: 'Modify' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Date/).fill(upcomingSaturday(10));
    await dialog.getByLabel(/^Time/).locator('option[value="14:00"]').waitFor({ state: 'attached' });
    await dialog.getByLabel(/^Time/).selectOption('14:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastSaying(page, 'Changes must be made at least 24 hours before the appointment').waitFor();
    await context.close();
  });
});
