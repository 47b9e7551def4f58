import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN_EMAIL } from '../../scripts/lib/platform.mjs';
import { logIn, signUp, uniqueEmail } from '../support/accounts.js';
import { seriousAxeFindings } from '../support/axe.js';
import { launchBrowser, newVisitor, screenshot } from '../support/browser.js';
import { baseUrl } from '../support/platform.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SIGNED_OUT = ['/', '/tire-change', '/track-order', '/tire-shop', '/about', '/contact', '/privacy-policy', '/login', '/signup', '/checkout', '/payment-success?payment_intent=pi_unknown', '/no-such-page'];
const SIGNED_IN = ['/', '/dashboard', '/my-reservations', '/profile-setup'];
const ADMIN = ['/admin'];

/** Visits each route in one language; collects missing messages (react-intl reports them) and axe findings. */
async function audit(context: BrowserContext, page: Page, language: 'fi' | 'en', routes: string[]) {
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/MISSING_TRANSLATION|Missing message/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
  });
  for (const route of routes) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await page.locator('main h1').first().waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe(language);
    const findings = await seriousAxeFindings(page);
    if (findings.length) await screenshot(page, `axe-${language}${route.replace(/[^a-z0-9]+/gi, '-')}`);
    for (const finding of findings) problems.push(`${language} ${route}: ${finding.id} (${finding.impact}) ${finding.help} — ${finding.targets.slice(0, 3).join(', ')}`);
  }
  return problems;
}

describe('every route, in Finnish and in English', () => {
  for (const language of ['fi', 'en'] as const) {
    it(`renders with every message and no serious accessibility finding: signed out, signed in and as admin (${language})`, async () => {
      const guest = await newVisitor(browser, baseUrl);
      const problems = await audit(guest.context, guest.page, language, SIGNED_OUT);
      await guest.context.close();

      const customer = await newVisitor(browser, baseUrl);
      await customer.context.addInitScript(() => localStorage.setItem('language', 'en'));
      await signUp(customer.page, uniqueEmail(`a11y-${language}`));
      problems.push(...(await audit(customer.context, customer.page, language, SIGNED_IN)));
      await customer.context.close();

      const admin = await newVisitor(browser, baseUrl);
      await admin.context.addInitScript(() => localStorage.setItem('language', 'en'));
      await logIn(admin.page, ADMIN_EMAIL);
      await admin.page.waitForURL('**/admin');
      problems.push(...(await audit(admin.context, admin.page, language, ADMIN)));
      await admin.context.close();

      expect(problems).toEqual([]);
    }, 180_000);
  }
});
