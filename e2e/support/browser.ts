import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/ensure-chromium.mjs';
import { ROOT } from '../../scripts/lib/run.mjs';

/** Debian's Chromium, headless, with the flags this closed network needs. */
function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** A fresh visitor (own cookies and local storage); page errors are collected for the test to check. */
export async function newVisitor(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.setDefaultTimeout(15_000);
  return { context, page, errors };
}

/** A fresh visitor who chose English (the `language` key in local storage), as most browser tests read English texts. */
export async function englishVisitor(browser: Browser, baseURL: string, viewport?: { width: number; height: number }) {
  const visitor = await newVisitor(browser, baseURL, viewport);
  await visitor.context.addInitScript(() => localStorage.setItem('language', 'en'));
  return visitor;
}

/** Keeps a picture of the page under .run/screenshots for a person to look at. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  const dir = path.join(ROOT, '.run', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/**
 * The one Chromium of this worker: launched by its first file, kept by the files after it (they
 * share the worker's module cache, e2e/vitest.config.ts), and killed with the worker's process
 * (playwright-core kills what it launched when its process exits). A launch costs more CPU than
 * many a test file; each file still gets fresh contexts (own cookies and storage).
 */
let workerBrowser: Promise<Browser> | undefined;
async function browserOfThisWorker(): Promise<Browser> {
  const browser = await (workerBrowser ??= launchBrowser());
  if (browser.isConnected()) return browser;
  workerBrowser = launchBrowser();
  return workerBrowser;
}

/**
 * The browser of one test file: the worker's Chromium, with every context the file opened closed
 * after its tests (nothing of one file's visitors reaches the next file). What it returns stands
 * for that browser (its methods reach the one launched), so a file says only
 * `const browser = chromiumForThisFile();`.
 */
export function chromiumForThisFile(): Browser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await browserOfThisWorker();
  });
  afterAll(async () => {
    await Promise.all(launched?.contexts().map((context) => context.close()) ?? []);
  });
  return new Proxy({} as Browser, {
    get(_, key) {
      if (!launched) throw new Error('the browser is launched in beforeAll: use it inside a test or hook');
      const value = Reflect.get(launched, key, launched) as unknown;
      return typeof value === 'function' ? value.bind(launched) : value;
    },
  });
}
