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

/** Pays a reservation as the checkout page does, over the API (for tests whose subject is what comes after). */
export async function payReservationByApi(page: Page, trackingCode: string, cardNumber = '4242424242424242') {
  const headers = { 'X-Requested-With': 'tire-platform' };
  const intent = await page.request.post('/api/create-reservation-payment', { headers, data: { trackingCode } });
  if (intent.status() !== 200) throw new Error(`create-reservation-payment answered ${intent.status()}: ${await intent.text()}`);
  const { paymentIntentId, clientSecret } = await intent.json();
  const confirmed = await page.request.post('/api/payments/local/confirm', {
    headers,
    data: { paymentIntentId, clientSecret, cardNumber, expiry: '12/34', cvc: '123' },
  });
  return { status: confirmed.status(), body: await confirmed.json() };
}
