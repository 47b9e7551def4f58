import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uniqueEmail } from '../support/accounts.js';
import { chooseCalendarDay, chooseTime, fillBookingForm, openBookingForm, submitBooking } from '../support/booking-form.js';
import { chromiumForThisFile, englishVisitor, screenshot } from '../support/browser.js';
import { inE2eDatabase } from '../support/database.js';
import { mailbox } from '../support/mailbox.js';
import { upcomingSaturday } from '../support/dates.js';
import { baseUrl } from '../support/platform.js';
import { addDays } from '@tire/contracts';

const browser = chromiumForThisFile();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

interface Day {
  date: string;
  status: string;
  closed: { kind: string; name: { en: string } } | null;
}
interface Availability {
  today: string;
  lastBookableDate: string;
  days: Day[];
  nextFree: { locationId: number; next: { date: string; time: string } | null }[];
}

async function locationIdOf(page: Page, name: string) {
  const locations = (await (await page.request.get('/api/service-locations')).json()) as { id: number; name: string }[];
  return locations.find((location) => location.name === name)!.id;
}

/** "Sat 5.12.2026": the summary's day in English with Finnish conventions. */
const shortDay = (date: string) => {
  const value = new Date(`${date}T00:00:00Z`);
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(value);
  return `${weekday} ${value.getUTCDate()}.${value.getUTCMonth() + 1}.${value.getUTCFullYear()}`;
};

/** Shows the calendar month that holds a date (the "Next month" button, as a person would). */
async function showMonthOf(page: Page, date: string) {
  const cell = page.getByRole('grid').locator(`[data-date="${date}"]`);
  for (let i = 0; i < 6 && !(await cell.count()); i += 1) await page.getByRole('button', { name: 'Next month' }).click();
  await cell.waitFor();
  return cell;
}

for (const [width, viewport, location, time, address] of [
  ['desktop', DESKTOP, 'Helsinki', '12:00', 'Mannerheimintie 120'],
  ['phone', PHONE, 'Espoo', '12:30', 'Leppävaarankatu 9'],
] as const) {
  describe(`a guest books in the availability calendar on a ${width} (${viewport.width} px)`, () => {
    it('sees the free days, picks a day and a slot showing the bays left, sees the summary, books, goes Back, finds the form as it was and gets the same booking again', async () => {
      const { page, context, errors } = await englishVisitor(browser, baseUrl, viewport);
      const email = uniqueEmail(`calendar-${width}`);
      const date = upcomingSaturday(20);
      await openBookingForm(page);
      await expect(page.getByLabel(/^Time/).isDisabled()).resolves.toBe(true);
      // Each location's soonest free time is offered before anything is chosen.
      await page.getByRole('heading', { name: 'Soonest free times' }).waitFor();
      await screenshot(page, `booking-calendar-start-${width}`);

      const select = page.getByLabel(/^Location/);
      await select.selectOption({ label: location });
      await chooseCalendarDay(page, date);
      // The location's free days are marked, today or later within the horizon: counted in the
      // chosen day's month, which lies ahead (this month may have none left, on its last evening).
      await expect.poll(() => page.locator('[role="gridcell"][data-kind="free"]').count(), { timeout: 10_000 }).toBeGreaterThan(3);
      const slot = page.getByRole('radio', { name: new RegExp(`^${time} \\d bays? left$`) });
      await slot.waitFor({ state: 'attached' });
      await chooseTime(page, time);
      await expect(slot.isChecked()).resolves.toBe(true);

      await fillBookingForm(page, {
        location,
        date,
        time,
        extras: [/Tire bags/],
        guest: { name: `Calendar ${width}`, email, phone: '0401234567' },
      });
      const summary = page.getByRole('region', { name: 'Your booking' });
      const text = await summary.innerText();
      expect(text).toContain('Tire change');
      expect(text).toContain('Tire bags (4 pcs)');
      expect(text).toContain(location);
      expect(text).toContain(address);
      expect(text).toContain(`${shortDay(date)} at ${time}`);
      expect((await summary.getByTestId('reservation-total').textContent())!.trim()).toBe('€40.00');
      await summary.scrollIntoViewIfNeeded();
      await screenshot(page, `booking-calendar-filled-${width}`);

      const first = await submitBooking(page);
      expect(first.status).toBe(201);
      const code = first.body.trackingCode as string;
      await page.waitForURL(`**/checkout?tracking_code=${code}`, { timeout: 10_000 });
      // Back from the checkout page as a customer sees it (the URL changes before the shop has loaded).
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor({ timeout: 15_000 });

      await page.goBack();
      await page.getByRole('heading', { name: 'Book a tire service' }).waitFor();
      await expect
        .poll(() =>
          page
            .getByLabel(/^Location/)
            .locator('option:checked')
            .textContent(),
        )
        .toBe(location);
      await expect(page.getByLabel(/^Vehicle model/).inputValue()).resolves.toBe('Toyota Corolla');
      await expect(page.getByLabel(/^Email/).inputValue()).resolves.toBe(email);
      await expect(page.getByRole('checkbox', { name: /Tire bags/ }).isChecked()).resolves.toBe(true);
      await expect.poll(() => page.getByRole('grid').locator(`[data-date="${date}"]`).getAttribute('aria-selected'), { timeout: 10_000 }).toBe('true');
      await expect.poll(() => page.getByRole('radio', { name: new RegExp(`^${time}\\b`) }).isChecked(), { timeout: 10_000 }).toBe(true);
      await screenshot(page, `booking-calendar-back-${width}`);

      const again = await submitBooking(page);
      expect(again.status).toBe(201);
      expect(again.body.trackingCode).toBe(code);
      await page.waitForURL(`**/checkout?tracking_code=${code}`, { timeout: 10_000 });
      const held = await inE2eDatabase((client) =>
        client.query<{ n: number }>('SELECT count(*)::int AS n FROM reservations.reservations WHERE guest_email = $1', [email]),
      );
      expect(held.rows[0]!.n).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe('opening days in the calendar', () => {
  it('shows a public holiday as closed, offers nothing past the horizon, and the server refuses both', async () => {
    const { page, context } = await englishVisitor(browser, baseUrl, DESKTOP);
    const vantaa = await locationIdOf(page, 'Vantaa');
    const first = (await (
      await page.request.get(
        `/api/availability?locationId=${vantaa}&from=${addDays(new Date().toISOString().slice(0, 10), -1)}&to=${addDays(new Date().toISOString().slice(0, 10), 60)}`,
      )
    ).json()) as Availability;
    const holiday = first.days.find((day) => day.closed?.kind === 'holiday');
    expect(holiday, 'a seeded public holiday within two months').toBeDefined();

    await page.goto('/tire-change');
    await page.getByLabel(/^Location/).selectOption({ label: 'Vantaa' });
    const cell = await showMonthOf(page, holiday!.date);
    await expect.poll(() => cell.getAttribute('data-kind'), { timeout: 10_000 }).toBe('closed');
    await expect(cell.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(cell.textContent()).resolves.toContain(holiday!.closed!.name.en);
    // A disabled day is announced but cannot be chosen (a click goes through and changes nothing).
    await cell.click({ force: true });
    await expect(cell.getAttribute('aria-selected')).resolves.toBe('false');
    await screenshot(page, 'booking-calendar-holiday-desktop');

    const beyond = addDays(first.lastBookableDate, 1);
    const lastCell = await showMonthOf(page, first.lastBookableDate);
    await expect.poll(() => lastCell.getAttribute('data-kind'), { timeout: 10_000 }).not.toBe('unknown');
    const later = page.getByRole('grid').locator(`[data-date="${beyond}"]`);
    if (await later.count()) await expect(later.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(page.getByRole('button', { name: 'Next month' }).isDisabled()).resolves.toBe(true);
    await expect(page.locator('[role="gridcell"][data-kind="free"]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-date')!))).resolves.toSatisfy(
      (dates: string[]) => dates.every((date) => date <= first.lastBookableDate),
    );
    await screenshot(page, 'booking-calendar-horizon-desktop');

    const booking = (scheduledDate: string, scheduledTime: string) =>
      page.request.post('/api/reservations', {
        headers: { 'X-Requested-With': 'tire-platform', 'Accept-Language': 'en' },
        data: {
          serviceType: 'tire_change',
          locationId: vantaa,
          scheduledDate,
          scheduledTime,
          registrationNumber: 'HOL-1',
          vehicleModel: 'Ford Focus',
          tireSize: '205/55 R16',
          guestName: 'Holly Holiday',
          guestEmail: uniqueEmail('holiday'),
          guestPhone: '0401112233',
          guestAddress: 'Tikkurilantie 1',
          guestPostalCode: '01300',
          additionalServices: '[]',
        },
      });
    const onHoliday = await booking(holiday!.date, '17:00');
    expect(onHoliday.status()).toBe(422);
    expect((await onHoliday.json()).message).toBe('The location is closed on this day. Please choose another day.');
    const tooFar = await booking(addDays(first.lastBookableDate, 6), '17:00');
    expect(tooFar.status()).toBe(422);
    expect((await tooFar.json()).message).toBe('This day cannot be booked yet. Please choose an earlier day.');
    const slots = await page.request.get(`/api/available-slots?locationId=${vantaa}&date=${holiday!.date}`);
    expect(await slots.json()).toEqual([]);
    await context.close();
  });
});

describe('another time chosen after going Back from checkout', () => {
  it('keeps one hold, the new one, and sends one "held" e-mail, about it', async () => {
    const { page, context, errors } = await englishVisitor(browser, baseUrl, DESKTOP);
    const email = uniqueEmail('calendar-retimed');
    const date = upcomingSaturday(34);
    await page.goto('/tire-change');
    await fillBookingForm(page, { location: 'Vantaa', date, time: '10:00', guest: { name: 'Retimed Guest', email, phone: '0401234567' } });
    const first = await submitBooking(page);
    expect(first.status).toBe(201);
    await page.waitForURL(`**/checkout?tracking_code=${first.body.trackingCode}`, { timeout: 10_000 });
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor({ timeout: 15_000 });

    await page.goBack();
    await page.getByRole('heading', { name: 'Book a tire service' }).waitFor();
    await expect.poll(() => page.getByRole('radio', { name: /^10:00\b/ }).isChecked(), { timeout: 10_000 }).toBe(true);
    await chooseTime(page, '11:00');
    const second = await submitBooking(page);
    expect(second.status).toBe(201);
    expect(second.body.trackingCode).not.toBe(first.body.trackingCode);
    await page.waitForURL(`**/checkout?tracking_code=${second.body.trackingCode}`, { timeout: 10_000 });

    const holds = await inE2eDatabase((client) =>
      client.query<{ tracking_code: string; status: string }>(
        'SELECT tracking_code, status FROM reservations.reservations WHERE guest_email = $1 ORDER BY id',
        [email],
      ),
    );
    expect(holds.rows.map((row) => [row.tracking_code, row.status])).toEqual([
      [first.body.trackingCode, 'cancelled'],
      [second.body.trackingCode, 'pending'],
    ]);
    // The held e-mails leave in booking order: had the first not been withdrawn, it would be here by now.
    const held = await mailbox.waitFor(email, (mail) => mail.text.includes(second.body.trackingCode));
    expect(held.subject).toMatch(new RegExp(`${second.body.trackingCode} is held until`));
    expect(held.text).toContain('11:00');
    const all = (await mailbox.all()).filter((mail) => mail.to.some((to) => to.address === email));
    expect(all.map((mail) => mail.subject)).toEqual([held.subject]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
