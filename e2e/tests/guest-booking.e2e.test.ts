import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumForThisFile, englishVisitor, screenshot } from '../support/browser.js';
import { fillBookingForm, openBookingForm, submitBooking } from '../support/booking-form.js';
import { mailbox } from '../support/mailbox.js';
import { baseUrl } from '../support/platform.js';

const browser = chromiumForThisFile();

describe('a guest books a tire change and tracks it', () => {
  let trackingCode = '';

  it('books Espoo for a future slot with two extras, at the total the server computed, and goes to checkout', async () => {
    const { page, context, errors } = await englishVisitor(browser, baseUrl);
    await openBookingForm(page);

    await expect(page.getByLabel(/^Time/).isDisabled()).resolves.toBe(true);
    const shownTotal = await fillBookingForm(page, {
      location: 'Espoo',
      extras: [/Van\/SUV charge/, /Retightening/],
      guest: { name: 'Aino Guest', email: 'aino.guest@example.fi', phone: '0401234567' },
    });
    expect(shownTotal).toBe('€50.00');

    const { status, body: reservation } = await submitBooking(page);
    expect(status).toBe(201);
    expect(reservation.totalPrice).toBe('50.00');
    expect(reservation.trackingCode).toMatch(/^TIRE-[A-Z0-9]{6}$/);
    trackingCode = reservation.trackingCode;

    await page.waitForURL(`**/checkout?tracking_code=${trackingCode}`, { timeout: 10_000 });
    await screenshot(page, 'guest-booking-checkout');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds the reservation by its code typed in lower case', async () => {
    expect(trackingCode).not.toBe('');
    const { page, context } = await englishVisitor(browser, baseUrl);
    await page.goto('/track-order');
    const input = page.getByRole('textbox');
    await input.fill(trackingCode.toLowerCase());
    await expect(input.inputValue()).resolves.toBe(trackingCode);
    await input.press('Enter');
    const card = page.locator('article.track-result');
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain(trackingCode);
    expect(text).toContain('Espoo');
    expect(text).toContain('€50.00');
    expect(text).toMatch(/pending/i);
    expect(text).toContain('09:00');
    await screenshot(page, 'track-order-found');
    await context.close();
  });

  it('shows the not-found card with a book-now link for an unknown code', async () => {
    const { page, context } = await englishVisitor(browser, baseUrl);
    await page.goto('/track-order');
    await page.getByRole('textbox').fill('tire-zzzzzz');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Reservation Not Found').waitFor();
    const bookNow = page.getByRole('link', { name: /Book now/i });
    await expect(bookNow.getAttribute('href')).resolves.toBe('/tire-change');
    await context.close();
  });
});

describe('the booking e-mail before payment', () => {
  it('tells the guest the time is held until when, with the pay link, the tracking code and the total, and no calendar file yet', async () => {
    const held = await mailbox.waitFor('aino.guest@example.fi');
    const code = /TIRE-[A-Z0-9]{6}/.exec(held.text)?.[0];
    expect(code).toBeDefined();
    expect(held.subject).toMatch(/held until \d{2}:\d{2}/);
    expect(held.text).toContain(`/checkout?tracking_code=${code}`);
    expect(held.text).toContain(`/track-order?code=${code}`);
    expect(held.text).toMatch(/50[.,]00/);
    expect(held.text).toContain('Espoo');
    // A booking that is not paid is not in anyone's calendar: the .ics comes with the payment.
    expect((held.attachments ?? []).filter((file) => file.contentType.startsWith('text/calendar'))).toHaveLength(0);
  });
});
