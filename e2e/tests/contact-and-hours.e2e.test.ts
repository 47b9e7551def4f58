import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { uniqueEmail } from '../support/accounts.js';
import { chromiumForThisFile, englishVisitor } from '../support/browser.js';
import { mailbox } from '../support/mailbox.js';
import { baseUrl } from '../support/platform.js';

const browser = chromiumForThisFile();

describe('the contact form', () => {
  it('rejects a short message with the spec text and delivers a valid one to the business mailbox', async () => {
    const { page, context } = await englishVisitor(browser, baseUrl);
    await page.goto('/contact');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
    await form.getByLabel(/^Name/).fill('Kalle Contact');
    const sender = uniqueEmail('kalle');
    await form.getByLabel(/^E-mail/).fill(sender);
    await form.getByLabel(/^Phone number/).fill('0409998888');
    await form.getByLabel(/^Message/).fill('Too short');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message must be at least 10 characters').first().waitFor();

    const message = `Do you have winter tires for a Golf? ${Date.now()}`;
    await form.getByLabel(/^Message/).fill(message);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByTestId('toast').getByText('Message Sent').waitFor();
    const received = await mailbox.waitFor('asiakaspalvelu@rengaspalvelu.example', (mail) => mail.text.includes(message));
    expect(received.text).toContain(sender);
    await context.close();
  });
});

/** The opening-hour ranges an area shows, normalised ("9.00–20.00" and "09:00-20:00" are the same). */
async function hourRanges(area: Locator) {
  const text = await area.innerText();
  const ranges = [...text.matchAll(/(\d{1,2})[:.](\d{2})\s*[–-]\s*(\d{1,2})[:.](\d{2})/g)].map(
    ([, h1, m1, h2, m2]) => `${h1!.padStart(2, '0')}:${m1}-${h2!.padStart(2, '0')}:${m2}`,
  );
  return [...new Set(ranges)].sort();
}

/** Each area renders its hours once the locations have loaded: waits inside that area. */
const hoursShownIn = (area: Locator) =>
  area
    .getByText(/16[:.]00\s*[–-]\s*20[:.]00/)
    .first()
    .waitFor();

describe('opening hours come from one source', () => {
  it('are the same in the footer, on the contact page and on the booking card', async () => {
    const { page, context } = await englishVisitor(browser, baseUrl);
    await page.goto('/contact');
    await page.getByRole('heading', { name: 'Opening hours by location' }).waitFor();
    await hoursShownIn(page.locator('footer'));
    await hoursShownIn(page.locator('main'));
    const footer = await hourRanges(page.locator('footer'));
    const contact = await hourRanges(page.locator('main'));
    await page.goto('/tire-change');
    // The booking page's card (the footer has a heading of the same name).
    await page.locator('main').getByRole('heading', { name: 'Opening hours' }).waitFor();
    await hoursShownIn(page.locator('main'));
    const booking = await hourRanges(page.locator('main'));
    expect(footer).toEqual(['09:00-20:00', '16:00-20:00']);
    expect(contact).toEqual(footer);
    expect(booking).toEqual(footer);
    await context.close();
  });
});
