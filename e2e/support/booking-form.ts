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
 * Chooses a day in the availability calendar (a grid of one month): moves to the day's month
 * with "Next month", waits until the location's availability marks the day free, and clicks it.
 */
export async function chooseCalendarDay(page: Page, date: string) {
  const grid = page.getByRole('grid');
  const cell = grid.locator(`[data-date="${date}"]`);
  for (let i = 0; i < 6 && !(await cell.count()); i += 1) {
    await page.getByRole('button', { name: /^(Next month|Seuraava kuukausi)$/ }).click();
    await grid.locator('[role="gridcell"]').first().waitFor();
  }
  await expect.poll(() => cell.getAttribute('data-kind'), { timeout: 10_000 }).toBe('free');
  await cell.click();
  await expect.poll(() => cell.getAttribute('aria-selected')).toBe('true');
}

/** Chooses a free start time (a radio button showing the bays left). */
export async function chooseTime(page: Page, time: string) {
  const slot = page.getByRole('radiogroup', { name: /^(Time|Aika)/ }).getByRole('radio', { name: new RegExp(`^${time}\\b`) });
  await slot.waitFor({ state: 'attached', timeout: 10_000 });
  await slot.check();
}

/** Opens the booking page and waits for its form. */
export async function openBookingForm(page: Page) {
  await page.goto('/tire-change');
  await page.getByRole('heading', { name: 'Book a tire service' }).waitFor();
}

/**
 * Fills the booking form in English as a person would: location, a free day in the calendar
 * and a free time, vehicle, extras and (for guests) contact details. Returns the total the page
 * shows.
 */
export async function fillBookingForm(page: Page, options: { location: string; date?: string; time?: string; extras?: RegExp[]; guest?: GuestDetails }) {
  await chooseOption(page, /^Location/, options.location);
  await chooseCalendarDay(page, options.date ?? upcomingSaturday());
  // The free times show once location and day are chosen.
  await chooseTime(page, options.time ?? '09:00');

  await page.getByLabel(/^Vehicle (brand or )?registration number/).fill('XYZ-789');
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
