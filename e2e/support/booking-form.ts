import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { upcomingSaturday } from './dates.js';

export interface GuestDetails {
  name: string;
  email: string;
  phone: string;
}

async function chooseOption(page: Page, label: RegExp, text: string) {
  const select = page.getByLabel(label);
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  await select.selectOption(value!);
}

/**
 * Fills the booking form in English as a person would: location, a free time on a day, vehicle,
 * extras and (for guests) contact details. Returns the total the page shows.
 */
export async function fillBookingForm(
  page: Page,
  options: { location: string; date?: string; time?: string; extras?: RegExp[]; guest?: GuestDetails },
) {
  const time = page.getByLabel(/^Time/);
  await chooseOption(page, /^Location/, options.location);
  await page.getByLabel(/^Date/).fill(options.date ?? upcomingSaturday());
  const wanted = options.time ?? '09:00';
  // The free times load once location and date are chosen.
  await time.locator(`option[value="${wanted}"]`).waitFor({ state: 'attached' });
  await expect.poll(() => time.isEnabled()).toBe(true);
  await time.selectOption(wanted);

  await page.getByLabel(/^Vehicle brand or registration number/).fill('XYZ-789');
  await page.getByLabel(/^Vehicle model/).fill('Toyota Corolla');
  await page.getByLabel(/^Tire size/).fill('205/55 R16');
  for (const extra of options.extras ?? []) await page.getByRole('checkbox', { name: extra }).check();
  if (options.guest) {
    await page.getByLabel(/^Name/).fill(options.guest.name);
    await page.getByLabel(/^Email/).fill(options.guest.email);
    await page.getByLabel(/^Phone number/).fill(options.guest.phone);
    await page.getByLabel(/^Address/).fill('Leppävaarankatu 1');
    await page.getByLabel(/^Postal code/).fill('02600');
  }
  return (await page.getByTestId('reservation-total').textContent())!.trim();
}

/** Confirms the booking and returns the API's answer (the created reservation). */
export async function submitBooking(page: Page) {
  const created = page.waitForResponse((r) => r.url().endsWith('/api/reservations') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Confirm reservation' }).click();
  const response = await created;
  return { status: response.status(), body: await response.json() };
}
