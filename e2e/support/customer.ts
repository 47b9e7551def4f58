import type { Browser } from 'playwright-core';
import { signUp, uniqueEmail, type SignupDetails } from './accounts.js';
import { englishVisitor } from './browser.js';
import { baseUrl } from './platform.js';

/** A new customer on the English site, signed up with a fresh address named after `name` (and `details` of their own, if given). */
export async function newCustomer(browser: Browser, name: string, details: Partial<SignupDetails> = {}) {
  const { page, context } = await englishVisitor(browser, baseUrl);
  const email = uniqueEmail(name);
  await signUp(page, email, details);
  return { page, context, email };
}
