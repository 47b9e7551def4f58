import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, helsinkiInstant } from '@tire/contracts';
import { ADMIN_EMAIL, partsOf } from '../../scripts/lib/platform.mjs';
import { ROOT, startProcess, stopProcess, waitForHttp } from '../../scripts/lib/run.mjs';
import { logIn, uniqueEmail } from '../support/accounts.js';
import { seriousAxeFindings } from '../support/axe.js';
import { fillBookingForm, openBookingForm, submitBooking } from '../support/booking-form.js';
import { bookByApi, freeTimesOf, locationIdOf } from '../support/booking-api.js';
import { chromiumForThisFile, englishVisitor, screenshot } from '../support/browser.js';
import { payReservationByApi, payWithCard } from '../support/card-payment.js';
import { helsinkiNow } from '../support/helsinki.js';
import { mailbox, type CaughtEmail } from '../support/mailbox.js';
import { baseUrl, e2e } from '../support/platform.js';
import { resetReminderClock, setReminderClock } from '../support/reminder-clock.js';

// Reminders go the day before (issue 26). Time is driven by the reminder loop's test clock, moved
// for this file's customers only (support/reminder-clock.ts), never by waiting a day. A second
// reservations instance runs against the same database meanwhile, so two loops race for each one.
const browser = chromiumForThisFile();

const SECOND_INSTANCE_PORT = e2e.services.find((service) => service.name === 'reservations')!.port + 90;
let second: ChildProcess | undefined;

beforeAll(async () => {
  const part = partsOf(e2e).find((candidate: { name: string }) => candidate.name === 'reservations')!;
  const logStream = fs.createWriteStream(path.join(ROOT, '.run', 'e2e-reservations-second.log'));
  second = startProcess({ ...part, name: 'reservations-2', env: { ...part.env, RESERVATIONS_PORT: String(SECOND_INSTANCE_PORT) }, logStream });
  await waitForHttp(`http://127.0.0.1:${SECOND_INSTANCE_PORT}/health/ready`, { child: second, name: 'the second reservations instance' });
});

afterAll(async () => {
  resetReminderClock();
  await stopProcess(second);
});

const REMINDER = /^Reminder: /;
const remindersTo = async (email: string) =>
  (await mailbox.all()).filter((mail) => mail.to.some((to) => to.address.toLowerCase() === email) && REMINDER.test(mail.subject));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const linkIn = (mail: CaughtEmail, pattern: string) => {
  const link = new RegExp(`${escaped(baseUrl)}/manage-booking#token=[A-Za-z0-9_-]{43}${pattern}`).exec(mail.text)?.[0];
  expect(link, `a link in "${mail.subject}"`).toBeDefined();
  return link!;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Books a time as a guest over the API (as the booking page does) and pays it; returns its tracking code. */
async function paidGuestBooking(page: Page, email: string, date: string, time: string) {
  const { trackingCode } = await bookByApi(page.request, {
    locationId: await locationIdOf(page.request, 'Helsinki'),
    date,
    time,
    details: {
      registrationNumber: 'REM-1',
      vehicleModel: 'Skoda Octavia',
      tireSize: '205/55 R16',
      guestName: 'Riku Reminder',
      guestEmail: email,
      guestPhone: '0401234567',
      guestAddress: 'Mannerheimintie 5',
      guestPostalCode: '00100',
    },
  });
  expect((await payReservationByApi(page, trackingCode)).status).toBe(200);
  return trackingCode;
}

/** A free Helsinki time that starts within the next day (from 12:00 on, so four hours before it is outside the quiet hours). */
async function timeWithinADay(page: Page) {
  const helsinki = await locationIdOf(page.request, 'Helsinki');
  for (const date of [helsinkiNow().date, helsinkiNow(1).date]) {
    const times = await freeTimesOf(page.request, helsinki, date);
    for (const time of times) {
      const startsAt = helsinkiInstant(date, time).getTime();
      if (time >= '12:00' && startsAt > Date.now() + 30 * 60_000 && startsAt < Date.now() + 23 * 3_600_000) return { date, time, startsAt };
    }
  }
  throw new Error('no free Helsinki time within the next day');
}

describe('booking reminders', () => {
  it(
    'a booking made three days ahead gets exactly one reminder with two instances running; its "I\'m coming" shows on the admin day view',
    { timeout: 240_000 },
    async () => {
      const email = uniqueEmail('reminder');
      const date = addDays(helsinkiNow().date, 3);

      // Booked as a guest through the booking page, paid by card.
      const { page, context } = await englishVisitor(browser, baseUrl);
      await openBookingForm(page);
      await fillBookingForm(page, { location: 'Helsinki', date, time: '16:00', guest: { name: 'Riku Reminder', email, phone: '0401234567' } });
      const { status, body } = await submitBooking(page);
      expect(status).toBe(201);
      const code = body.trackingCode as string;
      await page.waitForURL(`**/checkout?tracking_code=${code}`);
      expect((await (await payWithCard(page, '4242 4242 4242 4242')).json()).status).toBe('succeeded');
      await mailbox.waitFor(email, (mail) => mail.subject.includes(code) && /is paid/.test(mail.subject));

      // Nothing goes while the day is still far.
      await pause(2_500);
      expect(await remindersTo(email)).toEqual([]);

      // The day before, at 17:00 (23 hours before): exactly one reminder, however many loops run.
      setReminderClock(new Date(helsinkiInstant(date, '16:00').getTime() - 23 * 3_600_000), [email]);
      const reminder = await mailbox.waitFor(email, (mail) => REMINDER.test(mail.subject));
      await pause(4_000);
      expect(await remindersTo(email)).toHaveLength(1);
      // The second instance's loop did run meanwhile (its metrics count its runs): two loops raced.
      const metrics = await (await fetch(`http://127.0.0.1:${SECOND_INSTANCE_PORT}/metrics`)).text();
      expect(metrics).toMatch(/background_task_runs_total\{[^}]*task="booking reminders"[^}]*\} [1-9]/);
      expect(reminder.subject).toMatch(/at 16:00$/);
      expect(reminder.text).toContain(code);
      expect(reminder.text).toContain('Helsinki, ');
      expect(reminder.text).toContain('the key for your locking wheel nuts');
      const coming = linkIn(reminder, '&coming=1');
      const manage = linkIn(reminder, '(?=\\s)');
      expect(coming.startsWith(manage)).toBe(true);

      // The guest clicks "I'm coming": thanked, and the manage page opens the booking.
      const guest = await englishVisitor(browser, baseUrl);
      const answered = guest.page.waitForResponse((response) => response.url().endsWith('/coming') && response.request().method() === 'POST');
      await guest.page.goto(coming);
      expect((await answered).status()).toBe(200);
      await guest.page.getByText('Thank you, see you soon!').waitFor();
      await guest.page.getByText(`We have noted that you are coming on`).waitFor();
      await guest.page.getByRole('article', { name: `Reservation ${code}` }).waitFor();
      expect(await seriousAxeFindings(guest.page)).toEqual([]);
      await screenshot(guest.page, 'reminder-coming');
      await guest.page.setViewportSize({ width: 375, height: 800 });
      await screenshot(guest.page, 'reminder-coming-375');
      await guest.context.close();

      // The admin's day view shows who confirmed.
      const admin = await englishVisitor(browser, baseUrl);
      await logIn(admin.page, ADMIN_EMAIL);
      await admin.page.waitForURL('**/admin');
      await admin.page.getByRole('group', { name: 'Choose a day' }).locator(`[data-date="${date}"]`).click();
      const card = admin.page.getByRole('article', { name: `Reservation ${code}` });
      await card.getByText('Confirmed by customer').waitFor();
      await screenshot(admin.page, 'admin-customer-confirmed');
      await admin.context.close();
      await context.close();
    },
  );

  it('a booking made inside the window gets none; a cancelled one gets none', { timeout: 180_000 }, async () => {
    const { page, context } = await englishVisitor(browser, baseUrl);

    // Made now for a time within the next day: inside its window.
    const late = uniqueEmail('reminder-late');
    const soon = await timeWithinADay(page);
    const lateCode = await paidGuestBooking(page, late, soon.date, soon.time);
    // Cancelled by its guest with the receipt's manage link.
    const cancelled = uniqueEmail('reminder-cancelled');
    const date = addDays(helsinkiNow().date, 3);
    const cancelledCode = await paidGuestBooking(page, cancelled, date, '17:00');
    const receipt = await mailbox.waitFor(cancelled, (mail) => mail.subject.includes(cancelledCode) && /is paid/.test(mail.subject));
    const token = linkIn(receipt, '').split('#token=')[1]!;
    const cancel = await page.request.post(`/api/manage-booking/${token}/cancel`, { headers: { 'X-Requested-With': 'tire-platform' } });
    expect(cancel.status()).toBe(200);
    // A third booking of the same day, kept: the control that the moved clock is read.
    const kept = uniqueEmail('reminder-kept');
    const keptCode = await paidGuestBooking(page, kept, date, '17:30');

    // Four hours before the late booking (its reminder would be due, were it not made inside the window).
    setReminderClock(new Date(soon.startsAt - 4 * 3_600_000), [late]);
    await pause(5_000);
    // The day before the other two, 23 hours before.
    setReminderClock(new Date(helsinkiInstant(date, '17:00').getTime() - 23 * 3_600_000), [cancelled, kept]);
    const control = await mailbox.waitFor(kept, (mail) => REMINDER.test(mail.subject));
    expect(control.text).toContain(keptCode);
    await pause(3_000);

    expect(await remindersTo(late)).toEqual([]);
    expect(await remindersTo(cancelled)).toEqual([]);
    expect(await remindersTo(kept)).toHaveLength(1);
    expect(lateCode).toBeTruthy();
    await context.close();
  });
});
