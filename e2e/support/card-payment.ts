import type { Page } from 'playwright-core';

/** Pays on the checkout page with the local provider's card form (Stripe's test card numbers). */
export async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel(/^Card number/).fill(cardNumber);
  await page.getByLabel(/^Expiry/).fill('12/34');
  await page.getByLabel(/^CVC/).fill('123');
  const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/payments/local/confirm'));
  await page.getByRole('button', { name: /^Pay / }).click();
  return confirmed;
}
