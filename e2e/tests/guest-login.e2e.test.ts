import { describe, expect, it } from 'vitest';
import { chromiumForThisFile, englishVisitor, newVisitor } from '../support/browser.js';
import { baseUrl } from '../support/platform.js';

const browser = chromiumForThisFile();

describe('a guest asked to sign in', () => {
  it('is taken from a customer page to the site’s login page, which offers the e-mail code and Google and comes back', async () => {
    const { page, context } = await englishVisitor(browser, baseUrl);
    await page.goto('/my-reservations');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === '/my-reservations', { timeout: 10_000 });
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await page.getByLabel('Email').waitFor();
    const google = page.getByRole('link', { name: 'Sign in with Google (development provider)' });
    await google.waitFor();
    expect(await google.getAttribute('href')).toBe('/api/login?returnTo=%2Fmy-reservations');
    await context.close();
  });

  it('is told on the login page, in Finnish, that a Google sign-in that failed did not work and the code does', async () => {
    const { page, context } = await newVisitor(browser, baseUrl);
    // A callback without its sign-in transaction fails, as a cancelled or broken Google sign-in does.
    await page.goto('/api/login/callback?code=nothing&state=nothing');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('error') === 'oidc', { timeout: 10_000 });
    const notice = page.getByRole('alert').filter({ hasText: 'Googlella' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain('sähköpostiisi lähetettävällä koodilla');
    await page.getByRole('button', { name: 'Lähetä koodi' }).waitFor();
    await context.close();
  });
});
