// Browser tests drive Debian's Chromium with playwright-core (which downloads no browser).
import fs from 'node:fs';
import { run, step } from './run.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  step('Installing Chromium from Debian packages (for the browser tests)');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (asRoot.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'chromium']);
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`Chromium was not found at ${CHROMIUM_PATH} after installing it`);
}
