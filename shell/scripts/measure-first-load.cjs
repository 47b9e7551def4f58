#!/usr/bin/env node
'use strict';

/**
 * Loads a page of the running site in Chromium and sums the gzip size of every JavaScript file
 * it fetched: the first-load budget of the shell (180 KB gzip on /). Also fails when a remote
 * entry is fetched on / or when the page fetched React more than once (a remote must use the
 * shell's shared copy).
 *
 *   node shell/scripts/measure-first-load.cjs [url=http://localhost:8080/] [budgetKB=180]
 *   CHROMIUM=/usr/bin/chromium-headless-shell (default: the browser tests' Chromium)
 */
const zlib = require('node:zlib');
const { chromium } = require('playwright-core');

const url = process.argv[2] ?? 'http://localhost:8080/';
/** Only React's own module assigns this export: one file per copy of React the page fetched. */
const REACT_DEFINITION = /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=/;
const budgetKb = Number(process.argv[3] ?? 180);

(async () => {
  const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('../../scripts/lib/ensure-chromium.mjs');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? CHROMIUM_PATH,
    // The one list of headless Chromium's flags on this machine (also the browser tests' and the page-load bench's).
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (!/\.m?js(\?|$)/.test(response.url())) return;
    try {
      const body = await response.body();
      scripts.push({ url: response.url(), gzip: zlib.gzipSync(body).length, definesReact: REACT_DEFINITION.test(body.toString('latin1')) });
    } catch {
      // a redirect or an aborted request has no body
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();

  const total = scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;
  for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${(script.gzip / 1024).toFixed(1).padStart(7)} KB  ${script.url}`);
  }
  const remoteEntries = scripts.filter((script) => /remoteEntry/.test(script.url));
  const reactCopies = scripts.filter((script) => script.definesReact).length;
  console.log(`${url}: ${total.toFixed(1)} KB gzip of JavaScript in ${scripts.length} files (budget ${budgetKb} KB)`);
  console.log(`copies of React fetched: ${reactCopies}`);
  if (remoteEntries.length && new URL(url).pathname === '/')
    console.log(
      'remote entries fetched on /:',
      remoteEntries.map((s) => s.url),
    );
  process.exit(total > budgetKb || reactCopies !== 1 || (remoteEntries.length && new URL(url).pathname === '/') ? 1 : 0);
})().catch((error) => {
  console.error(error);
  process.exit(2);
});
