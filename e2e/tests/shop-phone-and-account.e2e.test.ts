import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { chromiumForThisFile, englishVisitor, screenshot } from '../support/browser.js';
import { baseUrl } from '../support/platform.js';

const browser = chromiumForThisFile();

const PHONE = { width: 375, height: 800 };

/** Whether the element is on the screen right now, without scrolling. */
const onScreen = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });

/** Signs in at the development OpenID provider's form (Google's stand-in) as a new customer of that name. */
async function signInAtProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
}

/** Fills the profile form (new accounts have none) and saves it. */
async function completeProfile(page: Page, plate: string) {
  await page.getByLabel(/^First name/).fill('Pia');
  await page.getByLabel(/^Last name/).fill('Puhelin');
  await page.getByLabel(/^Phone number/).fill('0401234567');
  await page.getByLabel(/^Address/).fill('Mannerheimintie 5');
  await page.getByLabel(/^Postal code/).fill('00100');
  await page.getByLabel(/^(Registration number|Vehicle brand)/).fill(plate);
  await page.getByLabel(/^Vehicle model/).fill('Skoda Octavia');
  await page.getByLabel(/^Tire size/).fill('205/55 R16');
  await page.getByRole('button', { name: 'Save profile' }).click();
}

const at = (path: string, returnTo?: string) => (url: URL) =>
  url.pathname === path && (returnTo === undefined || url.searchParams.get('returnTo') === returnTo);
const newLogin = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

describe('the shop on a phone, and the way back after signing in', () => {
  it('a guest adds a set of four, sees 4 on the header cart, reaches checkout from the sticky bar, signs in and is back at the cart', async () => {
    const { page, context, errors } = await englishVisitor(browser, baseUrl, PHONE);
    await page.goto('/tire-shop');
    const card = page
      .locator('article.product-card')
      .filter({ hasNot: page.getByText('Out of stock') })
      .first();
    const name = (await card.getAttribute('aria-label'))!;

    // The filters fold away on a phone: the tires come first.
    await page.getByRole('button', { name: 'Show filters' }).waitFor();
    expect(await page.getByLabel(/^Tire size/).isVisible()).toBe(false);

    expect(await card.getByRole('combobox', { name: `Quantity of ${name}` }).inputValue()).toBe('4');
    await card.getByRole('button', { name: `Add to cart: ${name}` }).click();
    const badge = page.getByRole('banner').getByTestId('cart-count');
    await expect.poll(() => badge.textContent()).toBe('4');
    await page.getByRole('link', { name: 'Cart, 4 tires' }).waitFor();

    // The bar is on the screen while the catalogue is; it takes the customer to the cart's checkout.
    const bar = page.getByRole('region', { name: 'Cart summary' });
    expect(await onScreen(bar)).toBe(true);
    await screenshot(page, 'shop-phone-cart-bar', { fullPage: false });
    await bar.getByRole('button', { name: 'Cart and checkout' }).click();
    const checkout = page.locator('section.cart').getByRole('button', { name: 'Checkout' });
    // (The page scrolls smoothly.)
    await expect.poll(() => onScreen(checkout), { timeout: 5000 }).toBe(true);
    await page
      .locator('section.cart')
      .getByLabel(/^Pickup location/)
      .selectOption({ index: 1 });
    await screenshot(page, 'shop-phone-cart', { fullPage: false });

    // A guest is asked to sign in on the site's login page (the e-mail code, or Google where it is
    // configured, as here), completes the new account's profile, and comes back to the shop with
    // the cart, not to the dashboard.
    await checkout.click();
    await page.waitForURL(at('/login', '/tire-shop'), { timeout: 15_000 });
    await page.getByRole('link', { name: 'Sign in with Google (development provider)' }).click();
    await page.locator('input[name="login"]').waitFor({ timeout: 15_000 });
    await signInAtProvider(page, newLogin('phone-shopper'));
    await page.waitForURL(at('/profile-setup', '/tire-shop'), { timeout: 20_000 });
    await completeProfile(page, 'PIA-321');
    await page.waitForURL(at('/tire-shop'), { timeout: 15_000 });
    await page.locator('section.cart').getByRole('listitem', { name }).waitFor();
    await expect.poll(() => badge.textContent()).toBe('4');

    // Signed in, /login is no place to be: on to the dashboard.
    await page.goto('/login');
    await page.waitForURL(at('/dashboard'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a new customer without a profile completes it before booking, and comes back to the form filled in', async () => {
    const { page, context } = await englishVisitor(browser, baseUrl, PHONE);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Google (development provider)' }).click();
    await signInAtProvider(page, newLogin('no-profile'));
    await page.waitForURL(at('/profile-setup'), { timeout: 20_000 });

    await page.goto('/tire-change');
    await page.getByRole('heading', { name: 'Complete your profile first' }).waitFor();
    await screenshot(page, 'booking-profile-first-phone', { fullPage: false });
    await page.getByRole('link', { name: 'Complete profile' }).click();
    await page.waitForURL(at('/profile-setup', '/tire-change'));
    await completeProfile(page, 'NEW-456');
    await page.waitForURL(at('/tire-change'), { timeout: 15_000 });
    await expect
      .poll(
        () =>
          page
            .getByLabel(/registration number/i)
            .first()
            .inputValue(),
        { timeout: 10_000 },
      )
      .toBe('NEW-456');
    await context.close();
  });
});

describe('small things a customer notices', () => {
  it('an unknown page answers HTTP 404 with the 404 page and a way home; every page has a favicon', async () => {
    const { page, context } = await englishVisitor(browser, baseUrl);
    const answer = await page.goto('/no-such-page');
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect((await page.goto('/tire-shop'))?.status()).toBe(200);

    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    const favicon = await page.request.get(icon!);
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toContain('image/svg+xml');
    await context.close();
  });
});
