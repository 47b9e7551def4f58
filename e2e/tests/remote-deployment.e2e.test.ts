import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ROOT, runQuiet } from '../../scripts/lib/run.mjs';
import { englishVisitor, launchBrowser, screenshot } from '../support/browser.js';
import { baseUrl } from '../support/platform.js';
import { registry, snapshotFolder, startRemoteOrigin } from '../support/remote-origin.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(() => registry.reset());
afterAll(async () => {
  await browser?.close();
});

describe('remotes are deployed and fail independently of the shell', () => {
  it('shows a fallback on /tire-change when the booking origin is down, while the home page keeps working', async () => {
    // The booking remote served from an origin of its own, which this test then stops.
    const origin = await startRemoteOrigin('mfe-booking', 13101, path.join(ROOT, 'mfe-booking'));
    registry.point('booking', origin.manifestUrl);
    const { page, context } = await englishVisitor(browser, baseUrl);
    await page.goto('/tire-change');
    await page.getByRole('heading', { name: 'Book a tire service' }).waitFor();

    await origin.stop();
    await page.reload();
    await page.getByText('This part of the site is unavailable right now').waitFor({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(true);
    // Header and footer are the shell's and stay.
    await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Track a reservation' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'remote-down-fallback');

    await page.getByRole('navigation').first().getByRole('link', { name: 'Home' }).click();
    await page.getByRole('link', { name: 'Book tire change' }).first().waitFor();
    await context.close();
  });

  it('shows a rebuilt booking remote after the registry points at it, without rebuilding the shell', async () => {
    const shellBefore = snapshotFolder(path.join(ROOT, 'shell', 'dist'));
    // A team's new version: the same remote with a changed text, built on its own.
    const copy = path.join(ROOT, '.run', 'mfe-booking-v2');
    fs.rmSync(copy, { recursive: true, force: true });
    fs.cpSync(path.join(ROOT, 'mfe-booking'), copy, {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
    });
    const catalogue = path.join(copy, 'src', 'i18n', 'en.ts');
    const original = fs.readFileSync(catalogue, 'utf8');
    const changed = original.replace("'tireChange.title': 'Book a tire service'", "'tireChange.title': 'Book a tire service (version 2)'");
    expect(changed).not.toBe(original);
    fs.writeFileSync(catalogue, changed);
    runQuiet(process.execPath, [path.join(ROOT, 'packages', 'webpack-config', 'build.cjs')], { cwd: copy });
    const origin = await startRemoteOrigin('mfe-booking', 13102, copy);

    const { page, context } = await englishVisitor(browser, baseUrl);
    try {
      await page.goto('/tire-change');
      await page.getByRole('heading', { name: 'Book a tire service', exact: true }).waitFor();

      registry.point('booking', origin.manifestUrl);
      await page.reload();
      await page.getByRole('heading', { name: 'Book a tire service (version 2)' }).waitFor();
      await screenshot(page, 'remote-redeployed');
      expect(snapshotFolder(path.join(ROOT, 'shell', 'dist'))).toEqual(shellBefore);
    } finally {
      await context.close();
      await origin.stop();
    }
  }, 180_000);
});
