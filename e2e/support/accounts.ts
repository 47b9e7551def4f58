import pg from 'pg';
import type { Page, Response } from 'playwright-core';
import { codeIn, mailbox, type CaughtEmail } from './mailbox.js';
import { e2e } from './platform.js';

export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.fi`;

/** A sign-in or sign-up code's e-mail, in either language (its subject names no code: lock screens show it). */
const CODE_SUBJECT = /^(Your sign-in code|Your sign-up code|Kirjautumiskoodisi|Rekisteröitymiskoodisi)$/;

/**
 * The newest code e-mail to `address` that is not one of `seen` (a fresh code). Only a code's
 * e-mail counts: the address may also get a booking's e-mails meanwhile (a held e-mail the inbox
 * wait lets go at once).
 */
export async function nextEmail(address: string, seen: CaughtEmail[] = []) {
  return mailbox.waitFor(address, (email) => CODE_SUBJECT.test(email.subject) && !seen.some((old) => old.id === email.id));
}

/** Types a code and presses Verify; returns the API's answer to the verification. */
export async function enterCode(page: Page, code: string): Promise<Response> {
  await page.getByLabel('Verification code').fill(code);
  const verified = page.waitForResponse((r) => r.url().endsWith('/api/auth/verify-code'));
  await page.getByRole('button', { name: 'Verify' }).click();
  return verified;
}

/** What a sign-up fills in that a test may make its own (a name or plate only this customer has). */
export interface SignupDetails {
  firstName: string;
  lastName: string;
  phone: string;
  registrationNumber: string;
}
const SIGNUP_DETAILS: SignupDetails = { firstName: 'Sanna', lastName: 'Signup', phone: '0401112222', registrationNumber: 'SAN-123' };

/** Signs up through /signup with vehicle data, reading the code from the real e-mail. */
export async function signUp(page: Page, email: string, details: Partial<SignupDetails> = {}) {
  const { firstName, lastName, phone, registrationNumber } = { ...SIGNUP_DETAILS, ...details };
  await page.goto('/signup');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^First name/).fill(firstName);
  await page.getByLabel(/^Last name/).fill(lastName);
  await page.getByLabel(/^Phone number/).fill(phone);
  await page.getByLabel(/^Address/).fill('Mannerheimintie 5');
  await page.getByLabel(/^Postal code/).fill('00100');
  await page.getByLabel(/^(Registration number|Vehicle brand)/).fill(registrationNumber);
  await page.getByLabel(/^Vehicle model/).fill('Volvo V60');
  await page.getByLabel(/^Tire size/).fill('225/45 R17');
  const before = await mailbox.all();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('Verification code').waitFor();
  const email1 = await nextEmail(email, before);
  const response = await enterCode(page, codeIn(email1));
  await page.waitForURL('**/dashboard', { timeout: 15_000 });
  return { response, codeEmail: email1 };
}

/** Signs in through /login with a code from the real e-mail; lands on /dashboard or /admin. */
export async function logIn(page: Page, email: string, seen: CaughtEmail[] = []) {
  return oneSignInAtATime(email, () => logInNow(page, email, seen));
}

/**
 * Browser-test files run two at a time, and several sign in as the same person (the admin): one
 * file could read the other's code e-mail and spend its code. A sign-in holds a lock on its address
 * (a PostgreSQL advisory lock, which every file's process can see) from asking for the code to using it.
 */
async function oneSignInAtATime<T>(email: string, signIn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2e.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [`e2e-sign-in:${email.toLowerCase()}`]);
    return await signIn();
  } finally {
    await client.end();
  }
}

async function logInNow(page: Page, email: string, seen: CaughtEmail[]) {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  // Only a code sent from now on counts (the address may have older codes in the mailbox).
  const before = [...seen, ...(await mailbox.all())];
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').waitFor();
  const codeEmail = await nextEmail(email, before);
  const response = await enterCode(page, codeIn(codeEmail));
  return { response, codeEmail };
}
