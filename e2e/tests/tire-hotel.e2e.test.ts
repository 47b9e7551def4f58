import { describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { addDays, earliestDayAfterLead, LEAD_TIMES_WORKING_DAYS } from '@tire/contracts';
import { ADMIN_EMAIL } from '../../scripts/lib/platform.mjs';
import { logIn } from '../support/accounts.js';
import { seriousAxeFindings } from '../support/axe.js';
import { chooseCalendarDay, chooseTime, fillBookingForm, submitBooking } from '../support/booking-form.js';
import { freeTimesOf, locationIdOf, postBooking } from '../support/booking-api.js';
import { chromiumForThisFile, englishVisitor, screenshot } from '../support/browser.js';
import { payReservationByApi } from '../support/card-payment.js';
import { newCustomer } from '../support/customer.js';
import { helsinkiNow } from '../support/helsinki.js';
import { baseUrl } from '../support/platform.js';

// The tire hotel (issue 27, parts 1-4): a customer books a change with storage; staff record the
// set at intake with its tread per wheel; the customer's "My tires" shows the worn wheel red and
// suggests tires of that size; "Book the change" opens the form pre-filled at the storing location
// with no day inside the warehouse's fetch lead time; the day's pick list shows the set.
const browser = chromiumForThisFile();
const LOCATION = 'Vantaa';
const SIZE = '205/55 R16';
const unique = () => `${Date.now() % 100_000}${Math.floor(Math.random() * 100)}`;

/** The first day from `from` on (within `days`) with a free time at the location, and that time. */
async function freeDayFrom(request: APIRequestContext, locationId: number, from: string, days = 30) {
  for (let ahead = 0; ahead < days; ahead += 1) {
    const date = addDays(from, ahead);
    const times = await freeTimesOf(request, locationId, date);
    if (times.length) return { date, time: times.at(-1)! };
  }
  throw new Error(`no free day from ${from}`);
}

/** Staff record the set on the admin's intake form, as at the counter. */
async function recordIntake(admin: Page, set: { trackingCode: string; plate: string; label: string }) {
  const form = admin.locator('form.tire-intake__form');
  await form.getByLabel(/^Booking’s tracking code/).fill(set.trackingCode);
  await form.getByLabel(/^Registration number/).fill(set.plate);
  await form.getByLabel(/^Tire brand/).fill('Nokian');
  await form.getByLabel(/^Tire model/).fill('Hakkapeliitta R5');
  await form.getByLabel(/^Tire size/).fill('205/55r16');
  await form.getByLabel(/^Type/).selectOption('winter');
  await form.getByLabel(/^DOT week/).fill('40');
  await form.getByLabel(/^DOT year/).fill('2022');
  // Four tread depths, one below the winter minimum of 3 mm (a decimal comma, as typed in Finland).
  await form.getByLabel(/^Front left/).fill('6,5');
  await form.getByLabel(/^Front right/).fill('6.4');
  await form.getByLabel(/^Rear left/).fill('5.1');
  await form.getByLabel(/^Rear right/).fill('2.8');
  await form.getByLabel(/^Shelf/).fill('B-4-1');
  await form.getByLabel(/^Label number/).fill(set.label);
  const recorded = admin.waitForResponse((r) => r.url().endsWith('/api/admin/tire-hotel/sets') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Record the set' }).click();
  expect((await recorded).status()).toBe(201);
}

describe('the tire hotel', () => {
  it('Storage to season change: storage booked, intake with a worn wheel, My tires shows it red and suggests tires, Book the change is pre-filled past the lead time, and the pick list shows the set', async () => {
    const customer = await newCustomer(browser, 'hotel-guest');
    const plate = `HTL-${unique()}`;
    const label = `H${unique()}`;
    const location = await locationIdOf(customer.page.request, LOCATION);

    // 1. The customer books a change with tire storage on the booking page: its own line, +50 EUR.
    const first = await freeDayFrom(customer.page.request, location, helsinkiNow(20).date);
    await customer.page.goto('/tire-change');
    await customer.page.getByRole('heading', { name: 'Book a tire service' }).waitFor();
    await fillBookingForm(customer.page, { location: LOCATION, date: first.date, time: first.time, extras: [/^Tire hotel/] });
    await customer.page.getByLabel(/^Vehicle (brand or )?registration number/).fill(plate);
    const storage = await submitBooking(customer.page);
    expect(storage.status, JSON.stringify(storage.body)).toBe(201);
    expect(storage.body.extras).toEqual([{ id: 'tire_storage', price: '50.00' }]);
    expect(storage.body.totalPrice).toBe('85.00');
    expect((await payReservationByApi(customer.page, storage.body.trackingCode)).status).toBe(200);

    // 2. Staff record the set at intake on the admin's phone-friendly form; the labels are printable.
    const admin = await englishVisitor(browser, baseUrl, { width: 375, height: 800 });
    await logIn(admin.page, ADMIN_EMAIL);
    await admin.page.getByRole('heading', { name: 'Tire hotel' }).waitFor();
    await recordIntake(admin.page, { trackingCode: storage.body.trackingCode, plate, label });
    const labels = admin.page.locator('.tire-label');
    await expect.poll(() => labels.count()).toBe(4);
    expect(await labels.nth(3).innerText()).toMatch(new RegExp(`${label}-RR[\\s\\S]*${plate}[\\s\\S]*205/55 R16[\\s\\S]*Rear right`));
    expect(await seriousAxeFindings(admin.page)).toEqual([]);
    await screenshot(admin.page, 'tire-hotel-intake-375');

    // 3. My tires: the worn wheel is red, in words too, and tires of that size are suggested.
    await customer.page.goto('/dashboard');
    await customer.page.getByRole('tab', { name: 'My tires' }).click();
    const set = customer.page.getByRole('listitem', { name: 'Nokian Hakkapeliitta R5' });
    await set.waitFor();
    const rearRight = set.getByRole('row', { name: /^Rear right/ });
    expect(await rearRight.innerText()).toMatch(/2\.8 mm\s+Red: below the legal minimum of 3 mm/);
    expect(await rearRight.locator('.tread-light--red').count()).toBe(1);
    expect(await set.getByRole('row', { name: /^Front left/ }).innerText()).toMatch(/6\.5 mm\s+Green/);
    expect(await set.innerText()).toContain(`${LOCATION}, shelf B-4-1`);
    const suggestions = set.getByRole('region', { name: 'Time for new tires' });
    // The shop's tires in stock of that size, read from the shop's list.
    await suggestions.getByText(/^Nokian Hakkapeliitta R5, 205\/55 R16/).waitFor();
    const shopLink = suggestions.getByRole('link', { name: `See ${SIZE} tires in the shop` });
    expect(await shopLink.getAttribute('href')).toBe(`/tire-shop?size=${encodeURIComponent(SIZE).replace(/%20/g, '+')}`);
    expect(await seriousAxeFindings(customer.page)).toEqual([]);
    await screenshot(customer.page, 'tire-hotel-my-tires-1280');

    // 4. "Book the change": the form is pre-filled at the storing location, no day inside the lead time is offered.
    await set.getByRole('link', { name: 'Book the change' }).click();
    await customer.page.getByRole('heading', { name: 'Season change of your stored tires' }).waitFor();
    const today = helsinkiNow().date;
    const earliest = earliestDayAfterLead(today, LEAD_TIMES_WORKING_DAYS.storageFetch);
    await expect.poll(() => customer.page.getByLabel(/^Location/).inputValue()).toBe(String(location));
    expect(await customer.page.getByLabel(/^Vehicle (brand or )?registration number/).inputValue()).toBe(plate);
    expect(await customer.page.getByLabel(/^Tire size/).inputValue()).toBe(SIZE);
    expect(await customer.page.getByRole('combobox', { name: /^Service/ }).inputValue()).toBe('tire_change');
    const grid = customer.page.getByRole('grid');
    // The calendar opens on the month of the first day the set can be ready.
    await grid.locator(`[data-date="${earliest}"]`).waitFor();
    for (let date = today; date < earliest; date = addDays(date, 1)) {
      const cell = grid.locator(`[data-date="${date}"]`);
      if (await cell.count()) expect(await cell.getAttribute('aria-disabled'), date).toBe('true');
    }
    expect(await customer.page.getByRole('heading', { name: 'Soonest free times' }).count()).toBe(0);
    expect(await seriousAxeFindings(customer.page)).toEqual([]);
    await screenshot(customer.page, 'tire-hotel-book-change-1280');

    // The server refuses a day inside the lead time for the set, whatever the page offers.
    const tireSetId = Number(new URL(customer.page.url()).searchParams.get('tireSet'));
    const tooEarly = await postBooking(customer.page.request, {
      locationId: location,
      date: addDays(earliest, -1),
      time: '12:00',
      details: { registrationNumber: plate, vehicleModel: 'Volvo V60', tireSize: SIZE, guestAddress: 'Mannerheimintie 5', guestPostalCode: '00100', tireSetId },
    });
    expect(tooEarly.status()).toBe(422);

    const change = await freeDayFrom(customer.page.request, location, earliest, 6);
    await chooseCalendarDay(customer.page, change.date);
    await chooseTime(customer.page, change.time);
    const booked = await submitBooking(customer.page);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);

    // 5. Staff see the set on that day's pick list at the location.
    await admin.page.getByRole('group', { name: 'Choose a day' }).locator(`[data-date="${change.date}"]`).click();
    const pickList = admin.page.getByRole('region', { name: /^Sets to fetch from storage/ });
    await pickList.getByLabel('Pick list location').selectOption(String(location));
    const item = pickList.getByRole('listitem').filter({ hasText: plate });
    await item.waitFor();
    expect(await item.innerText()).toContain(`${change.time} · ${plate}`);
    expect(await item.innerText()).toContain(`Shelf B-4-1, label ${label}`);
    expect(await item.innerText()).toContain(booked.body.trackingCode);
    expect(await seriousAxeFindings(admin.page)).toEqual([]);
    await screenshot(admin.page, 'tire-hotel-pick-list-375');
  });
});
