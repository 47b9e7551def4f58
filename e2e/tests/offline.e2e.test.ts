import { describe, expect, it } from 'vitest';
import { chromiumForThisFile, englishVisitor, screenshot } from '../support/browser.js';
import { fillBookingForm, submitBooking } from '../support/booking-form.js';
import { upcomingSaturday } from '../support/dates.js';
import { baseUrl } from '../support/platform.js';

const browser = chromiumForThisFile();

const PHONE = { width: 375, height: 800 };

describe('a guest booking on a phone whose connection drops', () => {
  it('keeps the page, says in it that nothing was sent, keeps every value, and books once the connection is back', async () => {
    const { page, context, errors } = await englishVisitor(browser, baseUrl, PHONE);
    await page.goto('/tire-change');
    const heading = page.getByRole('heading', { level: 1, name: 'Book a tire service' });
    await heading.waitFor();
    const guest = { name: 'Olga Offline', email: `offline.${Date.now()}@example.fi`, phone: '0409876543' };
    // A slot of its own: no other browser test books it (this one only once the network is back).
    await fillBookingForm(page, { location: 'Vantaa', date: upcomingSaturday(20), time: '14:30', guest });

    // No toast was shown yet: the first of the visit is the news that the network is gone.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Confirm reservation' }).click();

    // Said where the guest is looking, not only in a toast.
    const notice = page.getByRole('alert').filter({ hasText: 'No connection' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain('What you entered is kept');
    await page.getByTestId('toast').filter({ hasText: 'No connection' }).first().waitFor();
    await screenshot(page, 'offline-booking-phone', { fullPage: false });

    // The page is all there: not white.
    expect((await page.locator('#root').innerText()).trim()).not.toBe('');
    expect(await heading.isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(errors.filter((error) => /chunk/i.test(error))).toEqual([]);

    // Nothing typed or chosen is lost.
    expect(await page.getByLabel(/^Name/).inputValue()).toBe(guest.name);
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(guest.email);
    expect(await page.getByLabel(/^Phone number/).inputValue()).toBe(guest.phone);
    expect(await page.getByLabel(/^Vehicle model/).inputValue()).toBe('Toyota Corolla');
    expect(await page.getByLabel(/^Tire size/).inputValue()).toBe('205/55 R16');
    expect(
      await page
        .getByRole('radiogroup', { name: /^Time/ })
        .getByRole('radio', { name: /^14:30\b/ })
        .isChecked(),
    ).toBe(true);

    // Back online, the same button books (once: the attempt kept its idempotency key).
    await context.setOffline(false);
    const { status, body } = await submitBooking(page);
    expect(status).toBe(201);
    expect(body.trackingCode).toMatch(/^TIRE-[A-Z0-9]{6}$/);
    await page.waitForURL(`**/checkout?tracking_code=${body.trackingCode}`, { timeout: 10_000 });
    await context.close();
  });
});
