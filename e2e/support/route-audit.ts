/**
 * The audit of every route (every-route-*.e2e.test.ts, one file per language and screen so the
 * runs share the browser tests' two workers): missing messages, serious axe findings and pages
 * wider than the screen, signed out, signed in and as admin.
 */
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN_EMAIL } from '../../scripts/lib/platform.mjs';
import { logIn, signUp, uniqueEmail } from './accounts.js';
import { seriousAxeFindings } from './axe.js';
import { newVisitor, screenshot } from './browser.js';
import { baseUrl } from './platform.js';

export const SIGNED_OUT = [
  '/',
  '/tire-change',
  '/track-order',
  // Without a link's token: the neutral page (or the form) a wrong or spent link shows.
  '/manage-booking',
  '/my-bookings',
  '/waitlist-offer',
  '/leave-waitlist',
  '/tire-shop',
  '/about',
  '/contact',
  '/privacy-policy',
  '/login',
  '/signup',
  '/checkout',
  '/payment-success?payment_intent=pi_unknown',
  '/no-such-page',
];
const SIGNED_IN = ['/', '/dashboard', '/my-reservations', '/profile-setup', '/order-fitting'];
// The admin has no name on file: the signed-in home greets them by e-mail address.
const ADMIN = ['/admin', '/dashboard'];
export const PHONE = { width: 375, height: 800 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * Resolves once no request of the page has been in flight for `quietMs`: the page has fetched what
 * it shows. Playwright's 'networkidle' means the same with a fixed 500 ms, half of each route's
 * audit; a page's requests follow one another within a few milliseconds.
 */
function networkQuiet(page: Page, quietMs = 200, timeoutMs = 15_000) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async () => {
    const deadline = Date.now() + timeoutMs;
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`${page.url()}: ${inFlight} requests still in flight after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
}

/** Visits each route in one language; collects missing messages (react-intl reports them), axe findings and pages wider than the screen. */
async function audit(context: BrowserContext, page: Page, language: 'fi' | 'en', routes: string[]) {
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/MISSING_TRANSLATION|Missing message/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
  });
  const quiet = networkQuiet(page);
  for (const route of routes) {
    await page.goto(route);
    await quiet();
    await page.locator('main h1').first().waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe(language);
    const findings = await seriousAxeFindings(page);
    const { pageWidth, screenWidth } = await page.evaluate(() => ({ pageWidth: document.documentElement.scrollWidth, screenWidth: window.innerWidth }));
    if (pageWidth > screenWidth) problems.push(`${language} ${route}: the page is ${pageWidth} px wide on a ${screenWidth} px screen`);
    if (findings.length || pageWidth > screenWidth) await screenshot(page, `audit-${language}-${screenWidth}${route.replace(/[^a-z0-9]+/gi, '-')}`);
    for (const finding of findings)
      problems.push(`${language} ${route}: ${finding.id} (${finding.impact}) ${finding.help} — ${finding.targets.slice(0, 3).join(', ')}`);
  }
  return problems;
}

/** The admin signs in once per worker (codes per address are rate-limited); later visits, also of the next file, reuse the cookie. */
let adminState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
async function adminSession(browser: Browser) {
  if (!adminState) {
    const admin = await newVisitor(browser, baseUrl);
    await admin.context.addInitScript(() => localStorage.setItem('language', 'en'));
    await logIn(admin.page, ADMIN_EMAIL);
    await admin.page.waitForURL('**/admin');
    adminState = await admin.context.storageState();
    await admin.context.close();
  }
  return adminState;
}

type Screen = typeof PHONE;

/** One run: every route in one language on one screen; the problems found (none expected). */
export async function auditEveryRoute(browser: Browser, language: 'fi' | 'en', screen: Screen) {
  const guest = await newVisitor(browser, baseUrl, screen);
  const problems = await audit(guest.context, guest.page, language, SIGNED_OUT);
  await guest.context.close();

  const customer = await newVisitor(browser, baseUrl, screen);
  await customer.context.addInitScript(() => localStorage.setItem('language', 'en'));
  await signUp(customer.page, uniqueEmail(`a11y-${language}-${screen.width}`));
  problems.push(...(await audit(customer.context, customer.page, language, SIGNED_IN)));
  await customer.context.close();

  const admin = await browser.newContext({ baseURL: baseUrl, viewport: screen, storageState: await adminSession(browser) });
  problems.push(...(await audit(admin, await admin.newPage(), language, ADMIN)));
  await admin.close();
  return problems;
}
