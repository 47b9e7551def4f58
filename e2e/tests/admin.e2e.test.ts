import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL } from '../../scripts/lib/platform.mjs';
import { logIn, signUp, uniqueEmail } from '../support/accounts.js';
import { chromiumForThisFile, englishVisitor, screenshot } from '../support/browser.js';
import { payReservationByApi } from '../support/card-payment.js';
import { helsinkiNow } from '../support/helsinki.js';
import { mailbox } from '../support/mailbox.js';
import { baseUrl } from '../support/platform.js';

const browser = chromiumForThisFile();

/** A guest's booking for tomorrow, made through the API as the booking page would. */
async function guestBooksTomorrow(page: Page, email: string, time: string) {
  const locations = (await (await page.request.get('/api/service-locations')).json()) as { id: number; name: string }[];
  const espoo = locations.find((location) => location.name === 'Espoo')!;
  const response = await page.request.post('/api/reservations', {
    headers: { 'X-Requested-With': 'tire-platform', 'Accept-Language': 'en' },
    data: {
      serviceType: 'tire_change',
      locationId: espoo.id,
      scheduledDate: helsinkiNow(1).date,
      scheduledTime: time,
      registrationNumber: 'ADM-1',
      vehicleModel: 'Kia Ceed',
      tireSize: '205/55 R16',
      guestName: 'Greta Guest',
      guestEmail: email,
      guestPhone: '0401231234',
      guestAddress: 'Leppävaarankatu 3',
      guestPostalCode: '02600',
      additionalServices: '[]',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).trackingCode as string;
}

/** A reservation's id from the admin's list (the guest only knows the tracking code). */
async function idOf(code: string, admin: Page) {
  const list = (await (await admin.request.get(`/api/admin/reservations?date=${helsinkiNow(1).date}`)).json()) as { id: number; trackingCode: string }[];
  return list.find((reservation) => reservation.trackingCode === code)!.id;
}

async function firstFreeTimesTomorrow(page: Page) {
  const locations = (await (await page.request.get('/api/service-locations')).json()) as { id: number; name: string }[];
  const espoo = locations.find((location) => location.name === 'Espoo')!;
  return (await (await page.request.get(`/api/available-slots?locationId=${espoo.id}&date=${helsinkiNow(1).date}`)).json()) as string[];
}

describe('the admin dashboard', () => {
  it('lets the admin confirm a paid reservation and cancel another (after confirming); the customer sees it and gets the e-mail', async () => {
    const guest = await englishVisitor(browser, baseUrl);
    const [first, second] = await firstFreeTimesTomorrow(guest.page);
    const confirmEmail = uniqueEmail('confirmed');
    const cancelEmail = uniqueEmail('cancelled');
    const toConfirm = await guestBooksTomorrow(guest.page, confirmEmail, first!);
    const toCancel = await guestBooksTomorrow(guest.page, cancelEmail, second ?? first!);
    // A booking is confirmed by the shop once it is paid.
    expect((await payReservationByApi(guest.page, toConfirm)).status).toBe(200);

    const { page, context } = await englishVisitor(browser, baseUrl);
    await logIn(page, ADMIN_EMAIL);
    await page.waitForURL('**/admin');
    await page.getByText("Today's reservations").first().waitFor();
    await page
      .getByRole('group', { name: 'Choose a day' })
      .getByRole('button', { name: /^Tomorrow/ })
      .click();

    const confirmCard = page.getByRole('article', { name: `Reservation ${toConfirm}` });
    const cancelCard = page.getByRole('article', { name: `Reservation ${toCancel}` });
    await confirmCard.waitFor();
    // The unpaid one cannot be confirmed by hand: only Cancel is offered.
    await expect(cancelCard.getByRole('button', { name: 'Confirm' }).count()).resolves.toBe(0);
    await confirmCard.getByRole('button', { name: 'Confirm' }).click();
    await confirmCard.getByText('Confirmed').first().waitFor();
    // Once confirmed: the next step (Start) and Cancel are offered, Confirm is not.
    await expect.poll(() => confirmCard.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
    await expect.poll(() => confirmCard.getByRole('button', { name: 'Cancel' }).isEnabled()).toBe(true);

    // Cancel asks first; going back changes nothing.
    await cancelCard.getByRole('button', { name: 'Cancel' }).click();
    const ask = page.getByRole('alertdialog');
    await ask.getByText('It is not paid, so there is nothing to refund.').waitFor();
    await ask.getByRole('button', { name: 'Go back' }).click();
    expect((await (await guest.page.request.get(`/api/reservations/track/${toCancel}`)).json()).status).toBe('pending');
    await cancelCard.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel reservation' }).click();
    await cancelCard.getByText(/No actions: the reservation is cancelled/i).waitFor();
    await expect(cancelCard.getByRole('button', { name: 'Confirm' }).count()).resolves.toBe(0);
    await screenshot(page, 'admin-dashboard');

    // The admin finds the cancelled booking again by the guest's e-mail, written in capitals.
    const search = page.getByRole('region', { name: 'Find a reservation' });
    await search.getByRole('searchbox').fill(cancelEmail.toUpperCase());
    await search.getByRole('button', { name: 'Search' }).click();
    await search.getByRole('article', { name: `Reservation ${toCancel}` }).waitFor();
    expect(await search.getByRole('article').count()).toBe(1);
    // Tomorrow's timeline shows the confirmed booking in its bay.
    await page.getByRole('table', { name: /bays and slots/ }).waitFor();
    await screenshot(page, 'admin-search-and-timeline');

    // Nor can the API revive it.
    const revive = await page.request.patch(`/api/reservations/${await idOf(toCancel, page)}/status`, {
      headers: { 'X-Requested-With': 'tire-platform' },
      data: { status: 'confirmed' },
    });
    expect(revive.status()).toBe(409);
    expect((await revive.json()).message).toBe('This reservation has already been cancelled');
    await context.close();

    const tracked = async (code: string) => (await (await guest.page.request.get(`/api/reservations/track/${code}`)).json()).status;
    expect(await tracked(toConfirm)).toBe('confirmed');
    expect(await tracked(toCancel)).toBe('cancelled');
    await guest.page.goto(`/track-order?code=${toConfirm}`);
    await guest.page.locator('article.track-result').getByText('Confirmed').waitFor();

    const confirmed = await mailbox.waitFor(confirmEmail, (mail) => mail.text.includes(toConfirm) && /confirm/i.test(mail.subject));
    expect(confirmed.text).toContain(toConfirm);
    await mailbox.waitFor(cancelEmail, (mail) => mail.text.includes(toCancel) && /cancel/i.test(mail.subject));
    await guest.context.close();
  });

  it('answers the admin API with 401 to a guest and 403 to a customer, in the browser and over plain HTTP', async () => {
    const plain = await fetch(`${baseUrl}/api/admin/reservations`);
    expect(plain.status).toBe(401);
    const { page, context } = await englishVisitor(browser, baseUrl);
    await page.goto('/');
    const inBrowser = () => page.evaluate(async () => (await fetch('/api/admin/reservations')).status);
    expect(await inBrowser()).toBe(401);
    await signUp(page, uniqueEmail('notadmin'));
    expect(await inBrowser()).toBe(403);
    const patch = await page.evaluate(
      async () =>
        (
          await fetch('/api/reservations/1/status', {
            method: 'PATCH',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ status: 'confirmed' }),
          })
        ).status,
    );
    expect(patch).toBe(403);
    await context.close();
  });
});
