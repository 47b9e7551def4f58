import { describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { uniqueEmail } from '../support/accounts.js';
import { seriousAxeFindings } from '../support/axe.js';
import { chooseCalendarDay, openBookingForm } from '../support/booking-form.js';
import { bookByApi, freeTimesOf, locationIdOf } from '../support/booking-api.js';
import { chromiumForThisFile, englishVisitor, screenshot } from '../support/browser.js';
import { inE2eDatabase } from '../support/database.js';
import { helsinkiNow } from '../support/helsinki.js';
import { mailbox, type CaughtEmail } from '../support/mailbox.js';
import { baseUrl } from '../support/platform.js';

// The waitlist (issue 26, part 3): two customers wait for a full time; a cancellation offers the
// place to the first, held for them alone, with a link that books it in one step; an offer left
// to lapse passes to the second. The platform runs its waitlist round every second here
// (WAITLIST_INTERVAL_MS, scripts/lib/platform.mjs); the e-mails are the real ones.
const browser = chromiumForThisFile();
const LOCATION = 'Vantaa';
const JSON_CALL = { 'X-Requested-With': 'tire-platform' };
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A day weeks ahead whose last two times are wholly free (no other test books that far out), and those times. */
async function quietDay(request: APIRequestContext, location: number) {
  for (let ahead = 40; ahead < 80; ahead += 1) {
    const { date } = helsinkiNow(ahead);
    const times = await freeTimesOf(request, location, date);
    if (times.length >= 4) return { date, times };
  }
  throw new Error('no open day found');
}

const guestDetails = (email: string, name: string) => ({
  registrationNumber: 'WAIT-1',
  vehicleModel: 'Volvo V70',
  tireSize: '205/55 R16',
  guestName: name,
  guestEmail: email,
  guestPhone: '0401234567',
  guestAddress: 'Tikkurilantie 1',
  guestPostalCode: '01300',
  additionalServices: '[]',
});

/** A guest books a time through the API as the booking page would; returns the manage link's token of its e-mail. */
async function bookAsGuest(request: APIRequestContext, booking: { location: number; date: string; time: string }, name: string) {
  const email = uniqueEmail(name);
  const { trackingCode } = await bookByApi(request, {
    locationId: booking.location,
    date: booking.date,
    time: booking.time,
    details: guestDetails(email, name),
  });
  const held = await mailbox.waitFor(email, (mail) => mail.text.includes(trackingCode));
  const token = /\/manage-booking#token=([A-Za-z0-9_-]{43})/.exec(held.text)?.[1];
  expect(token).toBeDefined();
  return { trackingCode, token: token! };
}

const cancelByManageLink = async (request: APIRequestContext, token: string) =>
  expect((await request.post(`/api/manage-booking/${token}/cancel`, { headers: JSON_CALL })).status()).toBe(200);

/** The offer e-mail's link, as the customer clicks it (the same behind the HTML button). */
function offerLinkIn(mail: CaughtEmail): string {
  const link = new RegExp(`${escaped(baseUrl)}/waitlist-offer#token=[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
  expect(link, `an offer link in "${mail.subject}"`).toBeDefined();
  expect(mail.html).toContain(`href="${link}"`);
  return link!;
}

/** A guest joins the waitlist of a full time on the booking page, as a person would. */
async function joinOnThePage(page: Page, { date, time, email, name }: { date: string; time: string; email: string; name: string }) {
  await openBookingForm(page);
  const select = page.getByLabel(/^Location/);
  await select.selectOption((await select.locator('option', { hasText: LOCATION }).first().getAttribute('value'))!);
  await chooseCalendarDay(page, date);
  // The full time is not offered; the day's other times are.
  await page.getByRole('radiogroup', { name: /^Time/ }).getByRole('radio').first().waitFor({ state: 'attached' });
  await page.getByLabel(/^Vehicle (brand or )?registration number/).fill('WAIT-2');
  await page.getByLabel(/^Vehicle model/).fill('Skoda Octavia');
  await page.getByLabel(/^Tire size/).fill('205/55 R16');
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone number/).fill('0409876543');
  await page.getByLabel(/^Address/).fill('Ratatie 11');
  await page.getByLabel(/^Postal code/).fill('01300');
  // The disclosure opens with the keyboard too.
  await page.getByText('Is the time you want full? Tell me if a time frees up').focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Earliest time').selectOption(time);
  await page.getByLabel('Latest time').selectOption(time);
  await page.getByRole('button', { name: 'Tell me if a time frees up' }).click();
  await page.getByText('You are on the waitlist').waitFor();
  await page.getByText(`between ${time} and ${time}, we will e-mail ${email}.`).waitFor();
}

describe('the waitlist', () => {
  // A long path (two customers' bookings, a cancellation, an offer booked, a hold left to lapse and a second offer): about a minute on a busy machine, so two minutes are allowed.
  it('Two customers wait for a full slot; a cancellation offers it to the first, who books it through the link; when the first lets the hold lapse the second is offered it', async () => {
    const first = await englishVisitor(browser, baseUrl);
    const second = await englishVisitor(browser, baseUrl, { width: 375, height: 800 });
    const location = await locationIdOf(first.page.request, LOCATION);
    const { date, times } = await quietDay(first.page.request, location);
    const [lapseTime, time] = times.slice(-2) as [string, string];

    // Round one: both bays of the time are booked.
    const holder = await bookAsGuest(first.page.request, { location, date, time }, 'wait-holder-a');
    await bookAsGuest(first.page.request, { location, date, time }, 'wait-holder-b');

    const anna = { email: uniqueEmail('wait-anna'), name: 'Anna Odottaja' };
    const bert = { email: uniqueEmail('wait-bert'), name: 'Bert Waiter' };
    await joinOnThePage(first.page, { date, time, ...anna });
    expect(await seriousAxeFindings(first.page)).toEqual([]);
    await screenshot(first.page, 'waitlist-joined-1280');
    await joinOnThePage(second.page, { date, time, ...bert });
    await screenshot(second.page, 'waitlist-joined-375');
    const confirmation = await mailbox.waitFor(anna.email, (mail) => /^You are on the waitlist/.test(mail.subject));
    expect(confirmation.text).toContain(`Times: ${time}`);
    expect(confirmation.text).toContain(`If no time frees up before ${time}, your place on the waitlist ends then.`);
    expect(confirmation.text).toMatch(new RegExp(`Leave the waitlist: ${escaped(baseUrl)}/leave-waitlist#token=[A-Za-z0-9_-]{43}`));

    // A cancellation frees a bay: Anna, first in line, is offered it by e-mail.
    await cancelByManageLink(first.page.request, holder.token);
    const offer = await mailbox.waitFor(anna.email, (mail) => /^A time freed up for you/.test(mail.subject));
    expect(offer.subject).toContain(`at ${time}`);
    expect(offer.text).toMatch(/held for you alone until .+ at \d\d:\d\d\./);
    // Held for Anna alone: nobody else is offered the time.
    const free = (await (await first.page.request.get(`/api/available-slots?locationId=${location}&date=${date}`)).json()) as string[];
    expect(free).not.toContain(time);

    await first.page.goto(offerLinkIn(offer));
    await first.page.getByRole('heading', { name: 'Your time' }).waitFor();
    // The token has left the address at once.
    expect(first.page.url()).toBe(`${baseUrl}/waitlist-offer`);
    await first.page.getByText(time, { exact: true }).waitFor();
    expect(await seriousAxeFindings(first.page)).toEqual([]);
    await screenshot(first.page, 'waitlist-offer');
    await first.page.getByRole('button', { name: 'Book this time' }).click();
    // One step: the booking is made from the waitlist's details, then payment as after the form.
    await first.page.waitForURL(/\/checkout\?tracking_code=TIRE-/);
    const code = new URL(first.page.url()).searchParams.get('tracking_code')!;
    const tracked = (await (await first.page.request.get(`/api/reservations/track/${code}`)).json()) as { scheduledTime: string; scheduledDate: string };
    expect(tracked).toMatchObject({ scheduledDate: date, scheduledTime: time });
    await mailbox.waitFor(anna.email, (mail) => mail.text.includes(code));
    // The used link reads neutrally.
    await first.page.goto(offerLinkIn(offer));
    await first.page.getByRole('heading', { name: 'This offer is no longer available' }).waitFor();

    // Round two, an earlier time: Bert waits first, then Carla (in Finnish, through the API as the page sends it).
    await bookAsGuest(first.page.request, { location, date, time: lapseTime }, 'wait-holder-c');
    const lastHolder = await bookAsGuest(first.page.request, { location, date, time: lapseTime }, 'wait-holder-d');
    await joinOnThePage(second.page, { date, time: lapseTime, ...bert });
    const carla = uniqueEmail('wait-carla');
    const { registrationNumber, vehicleModel, tireSize, guestPhone, guestAddress, guestPostalCode } = guestDetails(carla, 'Carla');
    const joined = await first.page.request.post('/api/waitlist', {
      headers: { ...JSON_CALL, 'Accept-Language': 'fi' },
      data: {
        serviceType: 'tire_change',
        locationId: location,
        scheduledDate: date,
        windowStart: lapseTime,
        windowEnd: lapseTime,
        ...{ registrationNumber, vehicleModel, tireSize, guestPhone, guestAddress, guestPostalCode },
        guestName: 'Carla',
        guestEmail: carla,
      },
    });
    expect(joined.status()).toBe(201);

    await cancelByManageLink(first.page.request, lastHolder.token);
    const bertsOffer = await mailbox.waitFor(bert.email, (mail) => /^A time freed up for you/.test(mail.subject) && mail.subject.includes(lapseTime));
    // Bert lets it lapse: its hold is moved into the past, as the hold tests move times.
    await inE2eDatabase((db) =>
      db.query(`UPDATE reservations.waitlist_entries SET offer_expires_at = now() - interval '1 second' WHERE email = $1 AND status = 'offered'`, [bert.email]),
    );
    const carlasOffer = await mailbox.waitFor(carla, (mail) => /^Sinulle vapautui aika/.test(mail.subject));
    expect(carlasOffer.subject).toContain(`klo ${lapseTime}`);
    expect(carlasOffer.text).toContain('Sen jälkeen aika tarjotaan seuraavalle odottajalle.');
    offerLinkIn(carlasOffer);
    // Bert's link holds nothing any more.
    await second.page.goto(offerLinkIn(bertsOffer));
    await second.page.getByRole('heading', { name: 'This offer is no longer available' }).waitFor();
    expect(await seriousAxeFindings(second.page)).toEqual([]);
    await screenshot(second.page, 'waitlist-offer-lapsed-375');

    // Bert still waits for the first time (Anna took it): he leaves with his confirmation's link.
    const bertsConfirmation = await mailbox.waitFor(
      bert.email,
      (mail) => /^You are on the waitlist/.test(mail.subject) && mail.text.includes(`Times: ${time}`),
    );
    const leaveLink = new RegExp(`${escaped(baseUrl)}/leave-waitlist#token=[A-Za-z0-9_-]{43}`).exec(bertsConfirmation.text)![0];
    await second.page.goto(leaveLink);
    await second.page.getByRole('button', { name: 'Leave the waitlist' }).click();
    await second.page.getByRole('heading', { name: 'You have left the waitlist' }).waitFor();
    const bertsEntries = await inE2eDatabase(
      async (db) => (await db.query(`SELECT status FROM reservations.waitlist_entries WHERE email = $1 ORDER BY id`, [bert.email])).rows,
    );
    expect(bertsEntries.map((row) => row.status)).toEqual(['left', 'lapsed']);

    expect([...first.errors, ...second.errors]).toEqual([]);
    await first.context.close();
    await second.context.close();
  }, 120_000);
});
