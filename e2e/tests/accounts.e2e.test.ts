import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL } from '../../scripts/lib/platform.mjs';
import { enterCode, logIn, nextEmail, signUp, uniqueEmail } from '../support/accounts.js';
import { chromiumForThisFile, englishVisitor, screenshot } from '../support/browser.js';
import { codeIn } from '../support/mailbox.js';
import { baseUrl, e2e } from '../support/platform.js';

const browser = chromiumForThisFile();

describe('signing up and signing in with e-mailed codes', () => {
  it('signs up with vehicle data, verifies the e-mailed code, lands on the dashboard, signs out and in again', async () => {
    const { page, context } = await englishVisitor(browser, baseUrl);
    const email = uniqueEmail('sanna');
    const { response, codeEmail } = await signUp(page, email);
    expect(response.status()).toBe(200);
    await page.getByText('Upcoming reservations').first().waitFor();
    const cookies = await context.cookies();
    const sid = cookies.find((cookie) => cookie.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.sameSite).toBe('Lax');

    await page.getByRole('link', { name: 'Log out' }).first().click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();

    const again = await logIn(page, email, [codeEmail]);
    expect(again.response.status()).toBe(200);
    await page.waitForURL('**/dashboard');
    expect(codeIn(again.codeEmail)).not.toBe(codeIn(codeEmail));
    await screenshot(page, 'dashboard-after-login');
    await context.close();
  });

  it('refuses a wrong code with the spec error, the sixth try even with the right code, and an expired code', async () => {
    const { page, context } = await englishVisitor(browser, baseUrl);
    const email = uniqueEmail('wrong');
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code').waitFor();
    const first = await nextEmail(email);
    const right = codeIn(first);
    const wrong = right === '000000' ? '111111' : '000000';

    const answer = await enterCode(page, wrong);
    expect(answer.status()).toBe(400);
    expect((await answer.json()).message).toBe('Invalid or expired code');
    await page.getByTestId('toast').getByText('Invalid or expired code').waitFor();
    for (let attempt = 2; attempt <= 5; attempt++) expect((await enterCode(page, wrong)).status()).toBe(400);
    const sixth = await enterCode(page, right);
    expect(sixth.status()).toBe(400);
    await expect(page.waitForURL('**/dashboard', { timeout: 1500 })).rejects.toThrow();

    // A new code voids the old one; once its ten minutes are over it is refused too.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Send code' }).click();
    const second = await nextEmail(email, [first]);
    const database = new pg.Client({ connectionString: e2e.env.DATABASE_URL });
    await database.connect();
    await database.query(`UPDATE accounts.login_codes SET expires_at = now() - interval '1 second' WHERE email = $1`, [email]);
    await database.end();
    const expired = await enterCode(page, codeIn(second));
    expect(expired.status()).toBe(400);
    expect((await expired.json()).message).toBe('Invalid or expired code');
    await context.close();
  });

  it('sends the admin e-mail to /admin, and a customer opening /admin gets the refusal toast and goes home', async () => {
    const admin = await englishVisitor(browser, baseUrl);
    const { response } = await logIn(admin.page, ADMIN_EMAIL);
    expect((await response.json()).isAdmin).toBe(true);
    await admin.page.waitForURL('**/admin');
    await admin.page.getByRole('heading', { name: 'Admin dashboard' }).waitFor();
    await admin.context.close();

    const customer = await englishVisitor(browser, baseUrl);
    await signUp(customer.page, uniqueEmail('customer'));
    await customer.page.goto('/admin');
    await customer.page.getByTestId('toast').getByText('Only administrators can use this page.').waitFor();
    await customer.page.waitForURL(`${baseUrl}/`);
    // The server refuses the admin API to a customer whatever the page does.
    const api = await customer.page.request.get('/api/admin/reservations');
    expect(api.status()).toBe(403);
    await customer.context.close();
  });
});

describe('Google sign-in (OpenID Connect against a local provider)', () => {
  it('signs a new user in and leads to profile setup, with the name from the provider', async () => {
    const { page, context } = await englishVisitor(browser, baseUrl);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Google (development provider)' }).click();
    // The provider's own login form.
    await page.locator('input[name="login"]').fill(e2e.oidcAccount.sub);
    await page.locator('input[name="password"]').fill('any password');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL('**/profile-setup', { timeout: 20_000 });
    await expect.poll(() => page.getByLabel(/^First name/).inputValue(), { timeout: 10_000 }).toBe('Aino');
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(200);
    expect((await me.json()).email).toBe(e2e.oidcAccount.email);
    await screenshot(page, 'google-profile-setup');
    await context.close();
  });
});
