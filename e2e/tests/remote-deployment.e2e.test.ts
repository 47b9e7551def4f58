import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { ROOT } from '../../scripts/lib/run.mjs';
import { chromiumForThisFile, englishVisitor, screenshot } from '../support/browser.js';
import { baseUrl, e2e } from '../support/platform.js';
import { snapshotFolder, teamRegistry } from '../support/remote-origin.js';
import { BOOKING_TITLE as TITLE, BOOKING_V2_TITLE as V2_TITLE, variantDist } from '../support/remote-variants.js';
import { signUp, uniqueEmail } from '../support/accounts.js';

const BOOKING_ORIGIN = `http://localhost:${e2e.remotes.find((remote: { name: string }) => remote.name === 'booking')!.port}`;

const browser = chromiumForThisFile();
let liveVersion: string;
let v2: string;
let shellBefore: Record<string, string>;

beforeAll(async () => {
  shellBefore = snapshotFolder(path.join(ROOT, 'shell', 'dist'));
  const status = (await teamRegistry.call('GET', '/registry/status', 'booking')) as { deployments: { remote: string; defaultVersion: string }[] };
  liveVersion = status.deployments.find((item) => item.remote === 'booking')!.defaultVersion;
  // The booking team's next version: a visible change, built and published on its own.
  v2 = (await teamRegistry.publish('booking', await variantDist('bookingV2'), BOOKING_ORIGIN)).version;
}, 240_000);
afterAll(async () => {
  await teamRegistry.restoreBooking(liveVersion).catch(() => undefined);
});

/** The booking page's heading in a browser: which version it runs. */
async function bookingTitle(context: BrowserContext) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseUrl}/tire-change`);
  const heading = page.getByRole('heading', { level: 1, name: /^Book a tire service/ });
  await heading.waitFor({ timeout: 20_000 });
  return (await heading.textContent())!.trim();
}

describe('a team ships its remote alone', () => {
  it('at 50 % canary, 20 fresh browsers see both versions and each keeps its own on reload; the shell is not rebuilt', async () => {
    await teamRegistry.call('POST', '/registry/booking/canary', 'booking', { version: v2, percent: 50 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const seen: string[] = [];
    for (let i = 0; i < 20; i++) {
      const { context } = await englishVisitor(browser, baseUrl);
      const first = await bookingTitle(context);
      expect(await bookingTitle(context), `browser ${i} on reload`).toBe(first);
      seen.push(first);
      await context.close();
    }
    expect(new Set(seen)).toEqual(new Set([TITLE, V2_TITLE]));
    expect(snapshotFolder(path.join(ROOT, 'shell', 'dist'))).toEqual(shellBefore);
    await teamRegistry.call('POST', '/registry/booking/rollback', 'booking', {});
  }, 240_000);

  it('rolls a canary that throws on render back by itself, and every browser gets the default again', async () => {
    const version = (await teamRegistry.publish('booking', await variantDist('bookingBroken'), BOOKING_ORIGIN)).version;
    await teamRegistry.call('POST', '/registry/booking/canary', 'booking', { version, percent: 50 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // Browsers in the canary's buckets meet the fallback (the shell's boundary around the remote catches
    // the error and reports it): as many as the judge's minimum sample (CANARY_MIN_SAMPLE, 5 here).
    for (let i = 0; i < Number(e2e.env.CANARY_MIN_SAMPLE); i++) {
      const { context, page } = await englishVisitor(browser, baseUrl);
      await context.addCookies([{ name: 'tire_mf_bucket', value: String(i), url: baseUrl }]);
      await page.goto('/tire-change');
      try {
        await page.getByText('This part of the site is unavailable right now').waitFor({ timeout: 20_000 });
      } finally {
        if (i === 0) await screenshot(page, 'remote-canary-broken');
      }
      await context.close();
    }
    const canaryOf = async () =>
      ((await teamRegistry.call('GET', '/registry/status', 'booking')) as { deployments: { remote: string; canaryVersion: string | null }[] }).deployments.find(
        (item) => item.remote === 'booking',
      )!.canaryVersion;
    await expect.poll(canaryOf, { timeout: 20_000, interval: 500 }).toBeNull();
    const { events } = (await teamRegistry.call('GET', '/registry/status', 'booking')) as { events: { action: string; actor: string; version: string }[] };
    expect(events[0]).toMatchObject({ action: 'auto_rolled_back', actor: 'canary-judge', version });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { context } = await englishVisitor(browser, baseUrl);
    await context.addCookies([{ name: 'tire_mf_bucket', value: '0', url: baseUrl }]);
    expect(await bookingTitle(context)).toBe(TITLE);
    await context.close();
  }, 240_000);

  it('shows another version in one browser only through an override link, with its badge and a way back', async () => {
    const { link } = {
      link: ((await teamRegistry.call('POST', '/registry/booking/overrides', 'booking', { version: v2, minutes: 10 })) as { path: string }).path,
    };
    const pinned = await englishVisitor(browser, baseUrl);
    await pinned.page.goto(link);
    // The link pins the version and leads to the home page: it is shown before the booking page is opened.
    await pinned.page.waitForURL(`${baseUrl}/`);
    await pinned.page.getByRole('link', { name: 'Book tire change' }).first().waitFor();
    expect(await bookingTitle(pinned.context)).toBe(V2_TITLE);
    const badge = pinned.page.getByRole('status').filter({ hasText: `Preview: booking ${v2}` });
    await badge.waitFor();
    await screenshot(pinned.page, 'remote-override-badge');
    const other = await englishVisitor(browser, baseUrl);
    expect(await bookingTitle(other.context)).toBe(TITLE);
    await other.context.close();
    // The button clears the pin and reloads the page: the next load is that reload.
    await Promise.all([pinned.page.waitForEvent('load'), badge.getByRole('button', { name: 'Back to the live version' }).click()]);
    expect(await bookingTitle(pinned.context)).toBe(TITLE);
    await pinned.context.close();
  }, 120_000);

  it('shows the booking fallback when one byte of a published chunk changed, while the shop works, and counts it', async () => {
    const folder = path.join(ROOT, 'mfe-booking', 'releases', v2);
    const chunk = fs.readdirSync(folder).find((file) => /^__federation_expose_pages\..*\.js$/.test(file))!;
    const file = path.join(folder, chunk);
    const original = fs.readFileSync(file);
    const tampered = Buffer.concat([original, Buffer.from('/* changed on the origin */')]);
    try {
      // The origin is compromised: the file and its precompressed copies all changed.
      fs.writeFileSync(file, tampered);
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(tampered));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(tampered));
      await teamRegistry.call('POST', '/registry/booking/canary', 'booking', { version: v2, percent: 99 });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const { context, page } = await englishVisitor(browser, baseUrl);
      await context.addCookies([{ name: 'tire_mf_bucket', value: '1', url: baseUrl }]);
      await page.goto('/tire-change');
      await page.getByText('This part of the site is unavailable right now').waitFor({ timeout: 30_000 });
      await screenshot(page, 'remote-integrity-fallback');
      await page.goto('/tire-shop');
      await page.getByRole('heading', { level: 1, name: 'Tire shop' }).waitFor({ timeout: 20_000 });
      await context.close();
      await expect
        .poll(
          async () =>
            (await (await fetch(`${baseUrl}/metrics`)).text()).match(
              new RegExp(`remote_loads_total\\{remote="booking",version="${v2}",outcome="load_failed"[^}]*\\} (\\d+)`),
            )?.[1],
        )
        .toMatch(/^[1-9]/);
    } finally {
      fs.writeFileSync(file, original);
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(original));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(original));
      await teamRegistry.call('POST', '/registry/booking/rollback', 'booking', {}).catch(() => undefined);
    }
  }, 120_000);

  it('refuses a remote built with another React major, with its fallback instead of a second React, and counts why', async () => {
    const version = (await teamRegistry.publish('booking', await variantDist('bookingOnReact18'), BOOKING_ORIGIN)).version;
    const { path: link } = (await teamRegistry.call('POST', '/registry/booking/overrides', 'booking', { version, minutes: 10 })) as { path: string };
    const { context, page } = await englishVisitor(browser, baseUrl);
    await page.goto(link);
    await page.waitForURL(`${baseUrl}/`);
    await page.goto('/tire-change');
    await page.getByText('This part of the site is unavailable right now').waitFor({ timeout: 30_000 });
    await screenshot(page, 'remote-second-react-refused');
    await context.close();
    await expect
      .poll(
        async () =>
          (await (await fetch(`${baseUrl}/metrics`)).text()).match(
            new RegExp(`remote_loads_total\\{remote="booking",version="${version}",outcome="load_failed",reason="shared"\\} (\\d+)`),
          )?.[1],
      )
      .toMatch(/^[1-9]/);
  }, 180_000);

  it('opens a signed-in page the account remote publishes, at its path, with no shell or BFF rebuild, and sends a guest to log in', async () => {
    const shellFiles = snapshotFolder(path.join(ROOT, 'shell', 'dist'));
    const accountOrigin = `http://localhost:${e2e.remotes.find((remote: { name: string }) => remote.name === 'account')!.port}`;
    const dist = await variantDist('accountLoyalty');
    await teamRegistry.publish('account', dist, accountOrigin, true);
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const guest = await englishVisitor(browser, baseUrl);
    const answer = await guest.page.goto('/loyalty');
    expect(answer?.status()).toBe(200);
    await guest.page.waitForURL(/\/login/, { timeout: 20_000 });
    await guest.context.close();

    const member = await englishVisitor(browser, baseUrl);
    await signUp(member.page, uniqueEmail('loyalty'));
    await member.page.goto('/loyalty');
    await member.page.getByRole('heading', { level: 1, name: 'Loyalty points' }).waitFor({ timeout: 20_000 });
    // The release put it in the header, for those who may open it.
    await member.page.getByRole('navigation').first().getByRole('link', { name: 'Loyalty points' }).waitFor();
    await screenshot(member.page, 'remote-published-page');
    await member.context.close();
    // A path no release declares is still the 404 page.
    expect((await fetch(`${baseUrl}/loyalty-nowhere`)).status).toBe(404);
    expect(snapshotFolder(path.join(ROOT, 'shell', 'dist'))).toEqual(shellFiles);
    // The account team goes back to the release everyone started with (the previous default).
    await teamRegistry.call('POST', '/registry/account/rollback', 'account', {});
  }, 240_000);
});
