import { describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { ADMIN_EMAIL } from '../../scripts/lib/platform.mjs';
import { logIn, uniqueEmail } from '../support/accounts.js';
import { seriousAxeFindings } from '../support/axe.js';
import { bookByApi, freeTimesOf, locationIdOf, postBooking } from '../support/booking-api.js';
import { chooseCalendarDay } from '../support/booking-form.js';
import { chromiumForThisFile, englishVisitor, screenshot } from '../support/browser.js';
import { helsinkiNow } from '../support/helsinki.js';
import { mailbox, type CaughtEmail } from '../support/mailbox.js';
import { baseUrl } from '../support/platform.js';

// The autumn rush, planned (issue 27, part 5), on the real platform: an admin adds a rush day with
// two extra bays and its extra places are booked; an invitation batch e-mails only its customers
// (hotel customers made through the real booking and the tire hotel's intake call), and an
// invitation's link opens the booking form pre-filled for a guest.
const browser = chromiumForThisFile();
const LOCATION = 'Espoo';
const JSON_CALL = { 'X-Requested-With': 'tire-platform' };
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A day weeks ahead at the location with every time still free (no other test books that far out at Espoo). */
async function quietDay(request: APIRequestContext, location: number, from: number) {
  for (let ahead = from; ahead < from + 30; ahead += 1) {
    const { date } = helsinkiNow(ahead);
    const times = await freeTimesOf(request, location, date);
    if (times.length >= 8) return { date, times };
  }
  throw new Error('no open day found');
}

const guestDetails = (email: string, name: string, plate: string) => ({
  registrationNumber: plate,
  vehicleModel: 'Skoda Octavia',
  tireSize: '205/55 R16',
  guestName: name,
  guestEmail: email,
  guestPhone: '0401234567',
  guestAddress: 'Leppävaarankatu 1',
  guestPostalCode: '02600',
});

async function adminPage() {
  const admin = await englishVisitor(browser, baseUrl);
  await logIn(admin.page, ADMIN_EMAIL);
  await admin.page.waitForURL('**/admin');
  await admin.page.getByRole('heading', { name: 'Autumn rush' }).waitFor();
  return admin;
}

const rushDaysSection = (page: Page) => page.locator('section[aria-labelledby="rush-days-heading"]');
const seasonsSection = (page: Page) => page.locator('section[aria-labelledby="rush-seasons-heading"]');

/** A hotel customer: a guest's booking in their language, and staff's intake of their set at it (the tire hotel's admin call). */
async function hotelCustomer(
  guest: APIRequestContext,
  admin: APIRequestContext,
  { location, date, time, name, plate, language }: { location: number; date: string; time: string; name: string; plate: string; language: 'fi' | 'en' },
) {
  const email = uniqueEmail(name);
  const { trackingCode } = await bookByApi(guest, { locationId: location, date, time, details: guestDetails(email, name, plate), language });
  const intake = await admin.post('/api/admin/tire-hotel/sets', {
    headers: JSON_CALL,
    data: {
      trackingCode,
      licensePlate: plate,
      brand: 'Nokian',
      model: 'Hakkapeliitta R5',
      tireSize: '205/55 R16',
      tireType: 'winter',
      dotWeek: 12,
      dotYear: 2024,
      onRims: true,
      treadMm: { front_left: 6.5, front_right: 6.4, rear_left: 6.8, rear_right: 6.7 },
      shelfLocation: 'R-1',
      labelNumber: `${plate}-L`,
    },
  });
  expect(intake.status(), await intake.text()).toBe(201);
  return { email, plate, name };
}

/** The invitation e-mail's link, as the customer clicks it (the same behind the HTML button). */
function invitationLinkIn(mail: CaughtEmail): string {
  const link = new RegExp(`${escaped(baseUrl)}/tire-change#invitation=[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
  expect(link, `an invitation link in "${mail.subject}"`).toBeDefined();
  expect(mail.html).toContain(`href="${link}"`);
  return link!;
}

describe('the autumn rush', () => {
  it('Admins add a rush day with two extra bays: a full time takes two more bookings, the third is refused, and removing the day refuses its extra places again', async () => {
    const { page } = await adminPage();
    const guest = await englishVisitor(browser, baseUrl);
    const location = await locationIdOf(guest.page.request, LOCATION);
    const { date, times } = await quietDay(guest.page.request, location, 45);
    const time = times[2]!;
    const book = (name: string) =>
      postBooking(guest.page.request, { locationId: location, date, time, details: guestDetails(uniqueEmail(name), 'Rush Guest', 'RUSH-1') });

    // Both of the location's bays taken: the time is full.
    expect((await book('rush-a')).status()).toBe(201);
    expect((await book('rush-b')).status()).toBe(201);
    expect(await freeTimesOf(guest.page.request, location, date)).not.toContain(time);
    expect((await book('rush-refused')).status()).toBe(409);

    // The admin adds the rush day on the admin page.
    const days = rushDaysSection(page);
    const locationSelect = days.getByLabel(/^Location of the rush day/);
    await locationSelect.selectOption((await locationSelect.locator('option', { hasText: LOCATION }).getAttribute('value'))!);
    await days.getByLabel(/^Date of the rush day/).fill(date);
    await days.getByLabel(/^Extra bays/).fill('2');
    await days.getByRole('button', { name: 'Save rush day' }).click();
    await page.getByText('Rush day saved: its extra times are now offered').first().waitFor();
    await days.getByText('2 extra bays').waitFor();
    await screenshot(page, 'tire-rush-admin-1280');

    // The full time is offered again on the booking page, with two places left.
    await guest.page.goto('/tire-change');
    const select = guest.page.getByLabel(/^Location/);
    await select.selectOption(String(location));
    await chooseCalendarDay(guest.page, date);
    const slot = guest.page.getByRole('radiogroup', { name: /^Time/ }).getByRole('radio', { name: new RegExp(`^${time}\\b`) });
    await slot.waitFor({ state: 'attached' });
    expect(await freeTimesOf(guest.page.request, location, date)).toContain(time);

    // Two more bookings are taken; the third is refused.
    expect((await book('rush-c')).status()).toBe(201);
    expect((await book('rush-d')).status()).toBe(201);
    expect(await freeTimesOf(guest.page.request, location, date)).not.toContain(time);
    expect((await book('rush-e')).status()).toBe(409);
    // The day's other times have four places.
    expect(await freeTimesOf(guest.page.request, location, date)).toContain(times[3]);

    // Removing the rush day: the extra places are refused again (the bookings made stay).
    await days.getByRole('button', { name: new RegExp(`^Remove the rush day .* at ${LOCATION}$`) }).click();
    await days.getByText('No rush days ahead').waitFor();
    const nextTime = times[3]!;
    for (const name of ['rush-f', 'rush-g']) {
      await bookByApi(guest.page.request, { locationId: location, date, time: nextTime, details: guestDetails(uniqueEmail(name), 'Rush Guest', 'RUSH-2') });
    }
    expect(await freeTimesOf(guest.page.request, location, date)).not.toContain(nextTime);
    expect((await book('rush-h')).status()).toBe(409);
  });

  it('An invitation batch e-mails only the customers of that batch, in their language, and the link opens the booking form pre-filled for a guest', async () => {
    const admin = await adminPage();
    const { page } = admin;
    const guest = await englishVisitor(browser, baseUrl);
    const location = await locationIdOf(guest.page.request, LOCATION);
    // The customers' own bookings (their intake) are days before the window: a customer who has
    // already booked a day of the window is not invited.
    const intake = await quietDay(guest.page.request, location, 20);
    const windowStart = helsinkiNow(60).date;
    const windowEnd = helsinkiNow(74).date;
    const sweepDay = helsinkiNow(74).date;

    // The admin creates the season window on the admin page.
    const seasons = seasonsSection(page);
    const seasonName = `Autumn change ${Date.now()}`;
    await seasons.getByLabel(/^Name/).fill(seasonName);
    const locationSelect = seasons.getByLabel(/^Location of the season/);
    await locationSelect.selectOption((await locationSelect.locator('option', { hasText: LOCATION }).getAttribute('value'))!);
    await seasons.getByLabel(/^First day/).fill(windowStart);
    await seasons.getByLabel(/^Last day/).fill(windowEnd);
    await seasons.getByRole('button', { name: 'Create season window' }).click();
    const season = seasons.getByRole('article', { name: seasonName });
    await season.waitFor();
    const seasonId = ((await (await page.request.get('/api/admin/season-windows')).json()) as { id: number; name: string }[]).find(
      (candidate) => candidate.name === seasonName,
    )!.id;
    // Hotel customers stored by other tests before this one are invited first, pointed at the window's last day.
    const sweep = await page.request.post(`/api/admin/season-windows/${seasonId}/invitations`, {
      headers: JSON_CALL,
      data: { batchSize: 200, suggestedDate: sweepDay },
    });
    expect(sweep.status()).toBe(200);

    // Three hotel customers, stored in this order: Aino (Finnish), Ben and Cleo (English).
    const customer = (index: number, name: string, plate: string, language: 'fi' | 'en') =>
      hotelCustomer(guest.page.request, page.request, {
        location,
        ...intake,
        time: intake.times[index]!,
        name: `rush-${name}`,
        plate: `${plate}-${Date.now() % 1000}`,
        language,
      });
    const aino = await customer(0, 'aino', 'AIN', 'fi');
    const ben = await customer(1, 'ben', 'BEN', 'en');
    const cleo = await customer(2, 'cleo', 'CLE', 'en');

    // The next batch: two customers, pointed at the window's first day.
    await page.reload();
    await page.getByRole('heading', { name: 'Autumn rush' }).waitFor();
    const batch = seasonsSection(page).getByRole('article', { name: seasonName });
    await batch.getByText(/3 hotel customers not invited yet/).waitFor();
    await batch.getByLabel(/^Batch size/).fill('2');
    await batch.getByLabel(/^Suggested day/).fill(windowStart);
    await batch.getByRole('button', { name: 'Send the next batch' }).click();
    await page.getByText(/^Batch \d+: 2 invitations sent$/).waitFor();
    await batch.getByText(/1 hotel customer not invited yet/).waitFor();

    // Aino's in Finnish, Ben's in English; Cleo, not in this batch, gets none.
    const ainoMail = await mailbox.waitFor(aino.email, (mail) => mail.subject.startsWith('Renkaiden vaihdon aika'));
    expect(ainoMail.text).toContain('Renkaasi ovat meillä säilytyksessä');
    expect(ainoMail.text).toContain('Ehdotettu päivä');
    invitationLinkIn(ainoMail);
    const benMail = await mailbox.waitFor(ben.email, (mail) => mail.subject === 'Time to change your tires: book your season change');
    expect(benMail.text).toContain('Your tires are stored with us');
    expect(benMail.text).toContain(`Place: ${LOCATION}`);
    const link = invitationLinkIn(benMail);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const cleoMails = (await mailbox.all()).filter(
      (mail) => mail.to.some((to) => to.address.toLowerCase() === cleo.email.toLowerCase()) && /season change|kausivaihto/i.test(mail.subject),
    );
    expect(cleoMails).toEqual([]);

    // Ben opens the link on his phone, without an account: the form is filled in from his stored set.
    const phone = await englishVisitor(browser, baseUrl, { width: 375, height: 800 });
    await phone.page.goto(link);
    await phone.page.getByRole('heading', { name: 'Season change of your stored tires' }).waitFor();
    await expect.poll(() => phone.page.getByLabel(/^Location/).inputValue()).toBe(String(location));
    await expect.poll(() => phone.page.getByLabel(/^Vehicle (brand or )?registration number/).inputValue()).toBe(ben.plate);
    expect(await phone.page.getByLabel(/^Tire size/).inputValue()).toBe('205/55 R16');
    expect(await phone.page.getByLabel(/^Email/).inputValue()).toBe(ben.email);
    // The token left the address at once.
    expect(phone.page.url()).not.toContain('invitation=');
    expect(await seriousAxeFindings(phone.page)).toEqual([]);
    await screenshot(phone.page, 'tire-rush-invitation-375');

    // The forecast: the window's first day has the two invited customers not booked yet.
    await batch.getByRole('button', { name: 'Show the forecast' }).click();
    const firstDay = batch.locator(`tr[data-date="${windowStart}"]`);
    await firstDay.waitFor();
    await expect.poll(async () => (await firstDay.locator('td').allTextContents()).slice(4, 5)).toEqual(['2']);
    await screenshot(page, 'tire-rush-forecast-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'tire-rush-admin-375');
  });
});
