import { describe, expect, it } from 'vitest';
import { chromiumForThisFile, newVisitor, screenshot } from '../support/browser.js';
import { baseUrl } from '../support/platform.js';

const browser = chromiumForThisFile();

describe('language', () => {
  it('is Finnish on the first visit; the toggle switches to English and the choice survives a reload', async () => {
    const { page, context, errors } = await newVisitor(browser, baseUrl);
    await page.goto('/');
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'Renkaanvaihto' }).waitFor();
    await expect(page.getAttribute('html', 'lang')).resolves.toBe('fi');
    await expect(page.getByRole('link', { name: 'Kirjaudu sisään' }).first().isVisible()).resolves.toBe(true);

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'EN – In English' }).click()]);
    await nav.getByRole('link', { name: 'Tire change' }).waitFor();
    await expect(page.getAttribute('html', 'lang')).resolves.toBe('en');
    await expect(page.evaluate(() => localStorage.getItem('language'))).resolves.toBe('en');

    await page.reload();
    await nav.getByRole('link', { name: 'Tire change' }).waitFor();
    await expect(page.getByRole('link', { name: 'Log in' }).first().isVisible()).resolves.toBe(true);
    // The remotes follow the shell's language: the booking page is in English too.
    await page.getByRole('navigation').first().getByRole('link', { name: 'Tire change' }).click();
    await page.getByRole('heading', { name: 'Book a tire service' }).waitFor();
    await screenshot(page, 'language-english-booking');
    expect(errors).toEqual([]);
    await context.close();
  });
});
