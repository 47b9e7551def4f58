#!/usr/bin/env node
// `npm run remote -- <command>`: a team ships its remote.
//   publish <remote> [--deploy] [--origin URL]   build, store as an immutable version, record it in the registry
//   canary <remote> <version> <percent>           send that share of browsers (sticky per browser) to the version
//   promote <remote>                               the canary becomes the default for everyone
//   rollback <remote> [version]                    withdraw the canary, or go back to a version (default: the one before)
//   override <remote> <version> [minutes]          a link that pins the version in one browser (with a badge)
//   override <remote> --dev [minutes]              the same for the remote's development server (npm run dev -w <remote>)
//   status                                         what each remote serves, the latest releases and events
// REGISTRY_URL (default http://localhost:8080) is the BFF; REGISTRY_TOKEN the team's token (on this
// machine it is derived from .run/local-access.secret, so `npm start`'s registry accepts it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localTeamToken, pagesOf, releaseOf, sharedOf, storeRelease } from './lib/remote-releases.mjs';
import { REMOTES } from './lib/platform.mjs';
import { runQuiet } from './lib/run.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function usage(message) {
  console.error(
    `${message}\nusage: npm run remote -- publish <remote> [--deploy] [--origin URL] | canary <remote> <version> <percent> | promote <remote> | rollback <remote> [version] | override <remote> <version> [minutes] | status`,
  );
  process.exit(2);
}

/**
 * Calls the registry as `team`; throws with the registry's message on a refusal.
 * @param {string} method
 * @param {string} route
 * @param {{ team?: string, body?: object, registryUrl?: string }} [options]
 */
export async function callRegistry(method, route, { team, body, registryUrl = process.env.REGISTRY_URL ?? 'http://localhost:8080' } = {}) {
  const token = process.env.REGISTRY_TOKEN ?? localTeamToken(team ?? 'booking');
  const response = await fetch(new URL(route, registryUrl), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${response.status}: ${answer.message ?? response.statusText}`);
  return answer;
}

/**
 * Builds (unless told not to) and publishes a remote: its release folder, and the registry's record
 * (integrity of the manifest and every file, shared modules, sizes, publisher). Returns the version.
 * @param {string} name
 * @param {{ origin?: string, deploy?: boolean, build?: boolean, registryUrl?: string, publishedFrom?: string }} [options]
 */
export async function publishRemote(name, { origin, deploy = false, build = true, registryUrl, publishedFrom } = {}) {
  const remote = REMOTES.find((item) => item.name === name);
  if (!remote) usage(`no remote named ${name}`);
  const appDir = path.join(ROOT, remote.app);
  const dist = publishedFrom ?? path.join(appDir, 'dist');
  if (build && !publishedFrom) runQuiet('npm', ['run', 'build', '-w', remote.app, '--silent']);
  const pages = pagesOf(path.dirname(dist));
  const release = releaseOf(dist, pages);
  storeRelease(appDir, dist, release.version);
  const { measureRemote, readManifest } = await import('./check-remotes.mjs');
  const measured = measureRemote(path.dirname(dist), readManifest(path.dirname(dist)));
  const sizes = {
    remoteEntryBrotli: measured.remoteEntry.brotli,
    ...Object.fromEntries(Object.entries(measured.exposes).map(([expose, size]) => [`${expose}Brotli`, size.brotli])),
  };
  const base = (origin ?? `http://localhost:${remote.port}`).replace(/\/$/, '');
  const answer = await callRegistry('POST', '/registry/releases', {
    team: name,
    registryUrl,
    body: {
      remote: name,
      version: release.version,
      manifestUrl: `${base}/v/${release.version}/mf-manifest.json`,
      manifestIntegrity: release.manifestIntegrity,
      files: release.files,
      shared: sharedOf(dist),
      pages,
      sizes,
      deploy,
    },
  });
  return { ...answer, version: release.version };
}

async function main([command, ...args]) {
  const flag = (name) => args.includes(`--${name}`);
  const option = (name) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const [remote, second, third] = args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--origin'));
  switch (command) {
    case 'publish':
      if (!remote) usage('publish needs a remote');
      return publishRemote(remote, { deploy: flag('deploy'), origin: option('origin') });
    case 'canary':
      if (!remote || !second || !third) usage('canary needs a remote, a version and a percent');
      return callRegistry('POST', `/registry/${remote}/canary`, { team: remote, body: { version: second, percent: Number(third) } });
    case 'promote':
      return callRegistry('POST', `/registry/${remote}/promote`, { team: remote });
    case 'rollback':
      return callRegistry('POST', `/registry/${remote}/rollback`, { team: remote, body: second ? { version: second } : {} });
    case 'override': {
      // --dev: the remote's development server (npm run dev -w <remote>, on its port + 100).
      const devPort = REMOTES.find((item) => item.name === remote)?.port + 100;
      const target = flag('dev') ? { devUrl: `http://localhost:${devPort}/mf-manifest.json` } : { version: second };
      const minutes = Number((flag('dev') ? second : third) ?? 60);
      const answer = await callRegistry('POST', `/registry/${remote}/overrides`, { team: remote, body: { ...target, minutes } });
      return { ...answer, link: new URL(answer.path, process.env.REGISTRY_URL ?? 'http://localhost:8080').href };
    }
    case 'status':
      return callRegistry('GET', '/registry/status', { team: remote ?? 'booking' });
    default:
      usage(command ? `unknown command ${command}` : 'no command');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (answer) => console.log(JSON.stringify(answer, null, 2)),
    (error) => {
      console.error(`✖ ${error.message}`);
      process.exit(1);
    },
  );
}
