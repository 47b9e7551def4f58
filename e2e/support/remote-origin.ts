import fs from 'node:fs';
import path from 'node:path';
import { publishRemote, callRegistry } from '../../scripts/remote.mjs';
import { ROOT, runQuiet } from '../../scripts/lib/run.mjs';
import { e2e } from './platform.js';

/** The e2e registry as a team reaches it (`npm run remote -- …`, with the team's local token). */
export const teamRegistry = {
  publish: (remote: string, dist: string, origin: string, deploy = false) =>
    publishRemote(remote, { publishedFrom: dist, origin, deploy, build: false, registryUrl: e2e.baseUrl }) as Promise<{ version: string }>,
  call: (method: string, route: string, team: string, body?: object) => callRegistry(method, route, { team, body, registryUrl: e2e.baseUrl }),
  /** Back to the booking release everyone started with (the canary withdrawn, the default restored). */
  async restoreBooking(version: string) {
    const status = (await teamRegistry.call('GET', '/registry/status', 'booking')) as {
      deployments: { remote: string; canaryVersion: string | null; defaultVersion: string }[];
    };
    const booking = status.deployments.find((item) => item.remote === 'booking')!;
    if (booking.canaryVersion) await teamRegistry.call('POST', '/registry/booking/rollback', 'booking', {});
    if (booking.defaultVersion !== version) await teamRegistry.call('POST', '/registry/booking/rollback', 'booking', { version });
  },
};

/**
 * A team's own build of its remote: a copy of the remote with `edit` applied to the named files
 * (relative to the remote's folder), built on its own (the shell and the other remotes are not
 * rebuilt). Returns its dist folder.
 */
export function buildRemoteVariant(app: string, name: string, files: string[], edit: (source: { file: string; text: string }) => string) {
  const copy = path.join(ROOT, '.run', `${app}-${name}`);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, app), copy, { recursive: true, filter: (source) => !/[/\\](node_modules|dist|releases)$/.test(source) });
  let changed = 0;
  for (const relative of files) {
    const file = path.join(copy, relative);
    const text = fs.readFileSync(file, 'utf8');
    const edited = edit({ file: relative, text });
    if (edited !== text) changed += 1;
    fs.writeFileSync(file, edited);
  }
  // An edit whose text was moved by a refactor would otherwise build the live version unchanged.
  if (!changed) throw new Error(`the ${name} variant of ${app} changes nothing in ${files.join(', ')}: the text its edit looks for is gone`);
  runQuiet(process.execPath, [path.join(ROOT, 'packages', 'webpack-config', 'build.cjs')], { cwd: copy });
  return path.join(copy, 'dist');
}

/** The booking remote with its English texts or its booking page edited. */
export const buildBookingVariant = (name: string, edit: (source: { file: string; text: string }) => string) =>
  buildRemoteVariant('mfe-booking', name, ['src/i18n/en.ts', 'src/pages/tire-change-page.tsx'], edit);

/**
 * The booking remote built by a team that moved to another React major: its own copy of the
 * sources with react and react-dom `version` installed beside them (from the npm registry, into
 * .run/), so its build shares that React. Returns its dist folder.
 */
export function buildBookingWithReact(version: string) {
  const copy = path.join(ROOT, '.run', `mfe-booking-react-${version}`);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.mkdirSync(copy, { recursive: true });
  for (const entry of ['src', 'package.json', 'webpack.config.cjs', 'tsconfig.json'])
    fs.cpSync(path.join(ROOT, 'mfe-booking', entry), path.join(copy, entry), { recursive: true });
  const packages = path.join(ROOT, '.run', `react-${version}`);
  if (!fs.existsSync(path.join(packages, 'node_modules', 'react-dom'))) {
    fs.mkdirSync(packages, { recursive: true });
    runQuiet('npm', ['install', '--prefix', packages, '--no-audit', '--no-fund', '--no-save', '--loglevel=error', `react@${version}`, `react-dom@${version}`]);
  }
  fs.cpSync(path.join(packages, 'node_modules'), path.join(copy, 'node_modules'), { recursive: true });
  runQuiet(process.execPath, [path.join(ROOT, 'packages', 'webpack-config', 'build.cjs')], { cwd: copy });
  return path.join(copy, 'dist');
}

/** Every file of a build folder with its size and modification time: to prove a folder was not rebuilt. */
export function snapshotFolder(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  const visit = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) visit(full);
      else {
        const stat = fs.statSync(full);
        result[path.relative(dir, full)] = `${stat.size}:${stat.mtimeMs}`;
      }
    }
  };
  visit(dir);
  return result;
}
