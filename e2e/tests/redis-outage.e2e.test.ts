import { afterAll, describe, expect, it } from 'vitest';
import { startRedisServer, stopRedisServer } from '../../scripts/lib/ensure-infra.mjs';
import { ensureAccess, profileConfig } from '../../scripts/lib/platform.mjs';
import { isPortOpen } from '../../scripts/lib/run.mjs';
import { fillBookingForm, openBookingForm, submitBooking } from '../support/booking-form.js';
import { chromiumForThisFile, newVisitor } from '../support/browser.js';
import { mailbox } from '../support/mailbox.js';
import { baseUrl, e2e } from '../support/platform.js';

const browser = chromiumForThisFile();
/**
 * Redis back as an operator brings it back: the browser tests' own Redis server (not the machine's:
 * `npm start`'s sessions live there) keeps nothing on disk, so its parts' users (ACL) are put back
 * as production's ACL file would hold them.
 */
async function restartRedis() {
  await startRedisServer(e2e.redisPort);
  ensureAccess(profileConfig('e2e'));
}

afterAll(async () => {
  if (!(await isPortOpen(e2e.redisPort))) await restartRedis();
});

describe('nothing a customer did is lost when Redis is down', () => {
  it('books a guest while Redis is stopped and sends the receipt, with its calendar file, once Redis is back', async () => {
    stopRedisServer(e2e.redisPort);
    expect(await isPortOpen(e2e.redisPort)).toBe(false);

    const { page, context } = await newVisitor(browser, baseUrl);
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    await openBookingForm(page);
    const email = `outage.${Date.now()}@example.fi`;
    await fillBookingForm(page, { location: 'Vantaa', time: '10:00', guest: { name: 'Olli Outage', email, phone: '0407654321' } });
    const { status, body } = await submitBooking(page);
    expect(status).toBe(201);
    await context.close();

    // No e-mail can leave while the queue is down...
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await mailbox.all()).some((mail) => mail.to.some((to) => to.address === email))).toBe(false);

    // ...and the booking's e-mail goes out once Redis is back: the booking's outbox row is relayed.
    await restartRedis();
    const held = await mailbox.waitFor(email, (mail) => mail.text.includes(body.trackingCode), 45_000);
    expect(held.text).toContain(`/track-order?code=${body.trackingCode}`);
    expect(held.text).toContain(`/checkout?tracking_code=${body.trackingCode}`);
  }, 90_000);
});
