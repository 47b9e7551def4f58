// Browser tests drive Debian's Chromium with playwright-core (which downloads no browser): its
// headless shell (package chromium-headless-shell), the same engine without the desktop browser's
// UI. The full browser in headless mode also runs its toolbar's web pages and more compositing,
// which cost the browser tests a third more CPU on this two-core machine for nothing they check.
import fs from 'node:fs';
import { aptInstall } from './apt-install.mjs';
import { step } from './run.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Headless Chromium's flags on this machine: no sandbox (root), no GPU, and none of the background
 * connections a closed network refuses (many at a time) or makes every start slow. The software
 * compositor runs in the browser process (`--in-process-gpu`) instead of a GPU process of its own:
 * every frame then crosses one process boundary less, which took about 7 % off Chromium's CPU in the
 * browser tests (two files measured three times each: 56 against 52 CPU-s, 70 against 65 s).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--in-process-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  step('Installing Chromium (for the browser tests)');
  aptInstall(['chromium-headless-shell'], { purpose: 'the browser tests' });
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH} and could not be installed: the browser tests cannot run (install the Debian package chromium-headless-shell, or set CHROMIUM_PATH)`,
    );
  }
}
