import type { Browser } from 'playwright-core';
import { signUp, uniqueEmail } from './accounts.js';
import { englishVisitor } from './browser.js';
import { baseUrl } from './platform.js';

/** A new customer on the English site, signed up with a fresh address named after `name`. */
export async function newCustomer(browser: Browser, name: string) {
  const { page, context } = await englishVisitor(browser, baseUrl);
  const email = uniqueEmail(name);
  await signUp(page, email);
  return { page, context, email };
}
