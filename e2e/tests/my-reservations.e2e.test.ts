import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL } from '../../scripts/lib/platform.mjs';
import { logIn, signUp, uniqueEmail } from '../support/accounts.js';
import { fillBookingForm, openBookingForm, submitBooking } from '../support/booking-form.js';
import { chromiumForThisFile, newVisitor, screenshot } from '../support/browser.js';
import { upcomingSaturday } from '../support/dates.js';
import { helsinkiNow } from '../support/helsinki.js';
import { baseUrl } from '../support/platform.js';

const browser = chromiumForThisFile();

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

    await openBookingForm(page);
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

  it('inside 24 hours the customer can neither move nor cancel (buttons disabled with the reason, the server says 409 with the policy); the admin can, after confirming', async () => {
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
    const { trackingCode: code, id } = (await booked.json()) as { trackingCode: string; id: number };

    await page.goto('/my-reservations');
    await card(page, code).waitFor();
    await expect.poll(() => card(page, code).getByRole('button', { name: 'Modify' }).isDisabled()).toBe(true);
    await expect(card(page, code).getByRole('button', { name: 'Cancel' }).isDisabled()).resolves.toBe(true);
    expect(await card(page, code).innerText()).toMatch(/Free changes ended .*; contact the location\./);
    await screenshot(page, 'my-reservations-inside-window');
    for (const data of [{ status: 'cancelled' }, { scheduledDate: upcomingSaturday(10), scheduledTime: '14:00' }]) {
      const refused = await page.request.patch(`/api/reservations/${id}`, { headers: { 'X-Requested-With': 'tire-platform' }, data });
      expect(refused.status()).toBe(409);
      expect((await refused.json()).message).toContain('until 24 hours before the appointment');
    }
    await context.close();

    // The administrator moves it, then cancels it, each after a confirmation.
    const admin = await newVisitor(browser, baseUrl);
    await admin.context.addInitScript(() => localStorage.setItem('language', 'en'));
    await logIn(admin.page, ADMIN_EMAIL);
    await admin.page.waitForURL('**/admin');
    const dayButton = soon.date === helsinkiNow().date ? /^Today/ : /^Tomorrow/;
    await admin.page.getByRole('group', { name: 'Choose a day' }).getByRole('button', { name: dayButton }).click();
    const adminCard = admin.page.getByRole('article', { name: `Reservation ${code}` });
    await adminCard.getByRole('button', { name: 'Move' }).click();
    const move = admin.page.getByRole('dialog');
    await move.getByLabel(/^New date/).fill(upcomingSaturday(10));
    await move
      .getByLabel(/^New time/)
      .locator('option[value="14:00"]')
      .waitFor({ state: 'attached' });
    await move.getByLabel(/^New time/).selectOption('14:00');
    await move.getByText(/free-change window/).waitFor();
    await move.getByRole('button', { name: 'Confirm move' }).click();
    await expect.poll(async () => (await (await admin.page.request.get(`/api/reservations/track/${code}`)).json()).scheduledTime).toBe('14:00');

    const moved = await admin.page.request.get(`/api/admin/reservations?date=${upcomingSaturday(10)}`);
    expect(((await moved.json()) as { trackingCode: string }[]).some((reservation) => reservation.trackingCode === code)).toBe(true);
    const cancel = await admin.page.request.patch(`/api/reservations/${id}/status`, {
      headers: { 'X-Requested-With': 'tire-platform' },
      data: { status: 'cancelled' },
    });
    expect(cancel.status()).toBe(200);
    await admin.context.close();
  });
});
