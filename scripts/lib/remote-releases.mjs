// A remote's build as an immutable release: every file's SHA-384, a version named by its content,
// a copy of the build under <app>/releases/<version>/ (served at /v/<version>/ by the remote's
// static origin, never overwritten), and the registry's record of it (scripts/remote.mjs publishes).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { localPassword } from './ensure-infra.mjs';

/** Files of a build that are not part of what the browser loads. */
const NOT_RELEASED = /\.(br|gz)$|(^|\/)\.build-stamp$|(^|\/)mockServiceWorker\.js$|(^|\/)standalone\.html$/;

const integrity = (file) => `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;

function filesOf(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesOf(path.join(dir, entry.name), relative);
    return NOT_RELEASED.test(relative) ? [] : [relative];
  });
}

/** Every released file's integrity, and the version that names them and the declared pages (the same build is the same version). */
export function releaseOf(dist, pages = []) {
  const files = Object.fromEntries(
    filesOf(dist)
      .sort()
      .map((file) => [file, integrity(path.join(dist, file))]),
  );
  if (!files['mf-manifest.json']) throw new Error(`${dist} holds no mf-manifest.json: build the remote first`);
  const version = crypto.createHash('sha256').update(JSON.stringify({ files, pages })).digest('hex').slice(0, 12);
  return { version, files, manifestIntegrity: files['mf-manifest.json'] };
}

/** Copies the build to <app>/releases/<version>/ unless that version is there already (a release never changes). */
export function storeRelease(appDir, dist, version) {
  const target = path.join(appDir, 'releases', version);
  if (fs.existsSync(path.join(target, 'mf-manifest.json'))) return target;
  const partial = `${target}.partial-${process.pid}`;
  fs.cpSync(dist, partial, { recursive: true, filter: (source) => !/\.build-stamp$/.test(source) });
  fs.renameSync(partial, target);
  return target;
}

/** The shared modules the release needs, from its manifest. */
export function sharedOf(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  return (manifest.shared ?? []).map((item) => ({
    name: item.name,
    version: item.version,
    ...(item.requiredVersion ? { requiredVersion: item.requiredVersion } : {}),
  }));
}

/** The pages a remote declares (its release-pages.json): path, who may open it, title in both languages. */
export function pagesOf(appDir) {
  const file = path.join(appDir, 'release-pages.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).pages : [];
}

/** A team's registry token on this machine (derived from .run/local-access.secret, as the local passwords are). */
export const localTeamToken = (team) => localPassword(`registry:${team}`);
export const tokenDigest = (token) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');
