// Installs the workspace's npm packages when they are missing or older than the lock file.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, run, step } from './run.mjs';

export function ensureDependencies() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  const upToDate = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (upToDate) return;
  step('Installing npm packages (first run takes a minute or two)');
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
}
