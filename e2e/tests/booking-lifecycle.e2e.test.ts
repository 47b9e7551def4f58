import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uniqueEmail } from '../support/accounts.js';
import { fillBookingForm, openBookingForm, submitBooking } from '../support/booking-form.js';
import { chromiumForThisFile, englishVisitor, screenshot } from '../support/browser.js';
import { payWithCard } from '../support/card-payment.js';
import { newCustomer } from '../support/customer.js';
import { inE2eDatabase } from '../support/database.js';
import { upcomingSaturday } from '../support/dates.js';
import { mailbox, type CaughtEmail } from '../support/mailbox.js';
import { baseUrl } from '../support/platform.js';

// What a customer is told is what happened: no calendar entry before the money, one when paid,
// the same entry moved and then cancelled, and the money back on the card.
const browser = chromiumForThisFile();

const card = (page: Page, code: string) => page.getByRole('article', { name: new RegExp(code) });
const toastSaying = (page: Page, text: string) => page.getByTestId('toast').getByText(text);
const aboutBooking = (code: string, subject: RegExp) => (mail: CaughtEmail) => mail.text.includes(code) && subject.test(mail.subject);
const withCalendar = (mail: CaughtEmail) => (mail.attachments ?? []).some((file) => file.contentType.startsWith('text/calendar'));
const mailsAbout = async (address: string, code: string) =>
  (await mailbox.all()).filter((mail) => mail.to.some((to) => to.address === address) && mail.text.includes(code));
const calendarField = (ics: string, name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics)?.[1]?.trim();
const tracked = async (page: Page, code: string) => (await page.request.get(`/api/reservations/track/${code}`)).json();

describe('a booking’s whole life, as the customer is told it', () => {
  it('held without a calendar entry, paid with one, moved (same UID, higher SEQUENCE), cancelled (METHOD:CANCEL) and refunded', async () => {
    const { page, context, email } = await newCustomer(browser, 'lifecycle');

    // Booked: held, with a pay link and no calendar file.
    await openBookingForm(page);
    await fillBookingForm(page, { location: 'Helsinki', date: upcomingSaturday(12), time: '10:00', extras: [/Tire bags/] });
    const { status, body } = await submitBooking(page);
    expect(status).toBe(201);
    const code = body.trackingCode as string;
    const reservationId = body.id as number;
    await page.waitForURL(`**/checkout?tracking_code=${code}`);
    const held = await mailbox.waitFor(email, aboutBooking(code, /held until|odottaa maksua/));
    expect(held.text).toContain(`/checkout?tracking_code=${code}`);
    expect(withCalendar(held)).toBe(false);
    expect((await mailsAbout(email, code)).filter(withCalendar)).toHaveLength(0);

    // Paid: the page says it awaits the shop's confirmation; one confirmation with the .ics arrives.
    await page.getByLabel(/^Card number/).waitFor();
    const paid = await payWithCard(page, '4242 4242 4242 4242');
    expect((await paid.json()).status).toBe('succeeded');
    const result = page.getByRole('article', { name: 'Payment received – awaiting confirmation' });
    await result.waitFor();
    expect(await result.innerText()).toContain(code);
    expect(await result.innerText()).toContain('Tire bags');
    await expect(result.getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href')).resolves.toBe(
      `/api/reservations/track/${code}/calendar.ics`,
    );
    await screenshot(page, 'lifecycle-paid');
    const receipt = await mailbox.waitFor(email, aboutBooking(code, /is paid|on maksettu/));
    expect(receipt.text).toMatch(/25[.,]5 ?%/);
    expect(receipt.text).toMatch(/40[.,]00/);
    const confirmation = await mailbox.attachment(receipt, 'text/calendar');
    // An entry to keep, with no accept / decline buttons: the shop has not confirmed it yet.
    expect(calendarField(confirmation, 'METHOD')).toBe('PUBLISH');
    expect(calendarField(confirmation, 'STATUS')).toBe('TENTATIVE');
    expect(confirmation).not.toMatch(/^(ATTENDEE|ORGANIZER)[;:]/m);
    // One UID for the booking's whole life, made from its tracking code (hashed), never its sequential id.
    const uid = calendarField(confirmation, 'UID');
    expect(uid).toMatch(/^booking-[0-9a-f]{32}@rengaspalvelu$/);
    expect(uid).not.toContain(`-${reservationId}@`);
    expect(calendarField(confirmation, 'SEQUENCE')).toBe('0');
    expect(confirmation).toMatch(/^DTSTART;TZID=Europe\/Helsinki:\d{8}T100000$/m);
    expect(confirmation).toContain('BEGIN:VALARM');
    expect((await mailsAbout(email, code)).filter(withCalendar)).toHaveLength(1);

    // Moved from My reservations: the same calendar entry, a higher SEQUENCE.
    await page.goto('/my-reservations');
    await card(page, code).getByRole('button', { name: 'Modify' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Date/).fill(upcomingSaturday(19));
    await dialog.getByLabel(/^Time/).locator('option[value="12:30"]').waitFor({ state: 'attached' });
    await dialog.getByLabel(/^Time/).selectOption('12:30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastSaying(page, 'Your reservation has been updated successfully.').waitFor();
    const moved = await mailbox.waitFor(email, aboutBooking(code, /moved|siirretty/));
    const update = await mailbox.attachment(moved, 'text/calendar');
    expect(calendarField(update, 'UID')).toBe(uid);
    expect(calendarField(update, 'SEQUENCE')).toBe('1');
    expect(update).toMatch(/^DTSTART;TZID=Europe\/Helsinki:\d{8}T123000$/m);

    // Cancelled within the policy: the entry is cancelled and the money goes back.
    await card(page, code).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel reservation' }).click();
    await toastSaying(page, 'Your reservation has been cancelled.').waitFor();
    const cancelled = await mailbox.waitFor(email, aboutBooking(code, /cancelled|peruttu/));
    expect(cancelled.text).toMatch(/40[.,]00/);
    expect(cancelled.text).toMatch(/refund|palaute/i);
    const removal = await mailbox.attachment(cancelled, 'text/calendar');
    expect(calendarField(removal, 'METHOD')).toBe('CANCEL');
    expect(calendarField(removal, 'STATUS')).toBe('CANCELLED');
    expect(calendarField(removal, 'UID')).toBe(uid);
    expect(calendarField(removal, 'SEQUENCE')).toBe('2');

    // The refund goes through the payment provider; the track page and an e-mail say when it is done.
    await expect.poll(async () => (await tracked(page, code)).refundStatus, { timeout: 20_000 }).toBe('refunded');
    await page.goto(`/track-order?code=${code}`);
    const result2 = page.locator('article.track-result');
    await result2.getByText('Refunded €40.00').waitFor();
    await screenshot(page, 'lifecycle-refunded');
    const refund = await mailbox.waitFor(email, aboutBooking(code, /refunded|palautettu/));
    expect(refund.text).toMatch(/40[.,]00/);
    await context.close();
  });
});

describe('a booking nobody pays for', () => {
  it('is cancelled when its hold runs out, and the customer is told the time was released', async () => {
    const { page, context } = await englishVisitor(browser, baseUrl);
    const email = uniqueEmail('unpaid');
    const locations = (await (await page.request.get('/api/service-locations')).json()) as { id: number; name: string }[];
    const booked = await page.request.post('/api/reservations', {
      headers: { 'X-Requested-With': 'tire-platform', 'Accept-Language': 'en' },
      data: {
        serviceType: 'tire_change',
        locationId: locations.find((location) => location.name === 'Vantaa')!.id,
        scheduledDate: upcomingSaturday(15),
        scheduledTime: '15:00',
        registrationNumber: 'UNP-1',
        vehicleModel: 'Ford Focus',
        tireSize: '205/55 R16',
        guestName: 'Ulla Unpaid',
        guestEmail: email,
        guestPhone: '0401112233',
        guestAddress: 'Tikkurilantie 1',
        guestPostalCode: '01300',
        additionalServices: '[]',
      },
    });
    expect(booked.status()).toBe(201);
    const code = (await booked.json()).trackingCode as string;
    await mailbox.waitFor(email, aboutBooking(code, /held until|odottaa maksua/));

    // Thirty-one minutes pass (the sweeper of the e2e platform looks every second).
    await inE2eDatabase((db) => db.query(`UPDATE reservations.reservations SET created_at = now() - interval '31 minutes' WHERE tracking_code = $1`, [code]));

    const told = await mailbox.waitFor(email, aboutBooking(code, /cancelled|peruttu/));
    expect(told.text).toMatch(/not paid|released/i);
    expect(withCalendar(told)).toBe(false);
    expect(await tracked(page, code)).toMatchObject({ status: 'cancelled', cancellationReason: 'hold_expired', refundStatus: null });
    // Paying it now is refused: the booking is gone.
    const late = await page.request.post('/api/create-reservation-payment', {
      headers: { 'X-Requested-With': 'tire-platform' },
      data: { trackingCode: code },
    });
    expect(late.status()).toBe(409);
    await context.close();
  });
});

describe('a booking cancelled in another tab', () => {
  it('cannot be paid any more: the open payment is cancelled at the provider and no receipt is sent', async () => {
    const { page, context, email } = await newCustomer(browser, 'othertab');
    await openBookingForm(page);
    await fillBookingForm(page, { location: 'Espoo', date: upcomingSaturday(13), time: '11:30' });
    const { body } = await submitBooking(page);
    const code = body.trackingCode as string;
    await page.waitForURL(`**/checkout?tracking_code=${code}`);
    await page.getByLabel(/^Card number/).waitFor();

    // The other tab cancels it.
    const cancel = await page.request.patch(`/api/reservations/${body.id}`, {
      headers: { 'X-Requested-With': 'tire-platform' },
      data: { status: 'cancelled' },
    });
    expect(cancel.status()).toBe(200);
    // A new payment is refused, and so is the card form still open in this tab.
    const again = await page.request.post('/api/create-reservation-payment', {
      headers: { 'X-Requested-With': 'tire-platform' },
      data: { trackingCode: code },
    });
    expect(again.status()).toBe(409);
    const paid = await payWithCard(page, '4242 4242 4242 4242');
    expect(paid.status()).toBe(409);
    expect((await tracked(page, code)).paymentStatus).not.toBe('paid');
    expect((await mailsAbout(email, code)).filter((mail) => /is paid|on maksettu/.test(mail.subject))).toHaveLength(0);
    await context.close();
  });
});
