import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/run.mjs';
import { buildBookingVariant, buildBookingWithReact, buildRemoteVariant } from './remote-origin.js';

export const BOOKING_TITLE = 'Book a tire service';
export const BOOKING_V2_TITLE = 'Book a tire service (version 2)';

/**
 * The teams' own builds the remote-deployment test publishes: each a copy of a remote, edited
 * and built on its own (the shell and the other remotes are not rebuilt). Each returns its dist.
 */
export const REMOTE_VARIANTS = {
  /** The booking team's next version: a visible change. */
  bookingV2: () => buildBookingVariant('v2', ({ text }) => text.replace(`'tireChange.title': '${BOOKING_TITLE}'`, `'tireChange.title': '${BOOKING_V2_TITLE}'`)),
  /** A release whose booking page throws on render. */
  bookingBroken: () =>
    buildBookingVariant('broken', ({ file, text }) =>
      file.endsWith('tire-change-page.tsx') ? text.replace('function TireChange() {', "function TireChange() {\n  throw new Error('a broken release');") : text,
    ),
  /** The booking remote of a team that moved to another React major. */
  bookingOnReact18: () => buildBookingWithReact('18.3.1'),
  /** The account team's new signed-in page, published with its release's page list. */
  accountLoyalty: () =>
    buildRemoteVariant('mfe-account', 'loyalty', ['src/pages.tsx', 'release-pages.json'], ({ file, text }) =>
      file === 'release-pages.json'
        ? JSON.stringify({
            pages: [...JSON.parse(text).pages, { path: '/loyalty', access: 'signed-in', title: { fi: 'Kanta-asiakasedut', en: 'Loyalty points' }, nav: true }],
          })
        : text.replace(
            'const pages: RemotePages = {',
            'const LoyaltyPage = () => <main className="container page"><h1>Loyalty points</h1></main>;\nconst pages: RemotePages = {\n  \'/loyalty\': LoyaltyPage,',
          ),
    ),
};
export type RemoteVariant = keyof typeof REMOTE_VARIANTS;

const VARIANTS_DIR = path.join(ROOT, '.run', 'remote-variants');
const resultFile = (name: RemoteVariant) => path.join(VARIANTS_DIR, `${name}.json`);
const STARTED_FILE = path.join(VARIANTS_DIR, 'building.pid');

/**
 * Starts building every variant in the background, at low priority and one after another, while
 * the other browser tests run (they mostly wait on the browser and the platform): the
 * remote-deployment file, which runs alone at the end, then finds them built. `npm test` asks for
 * it (E2E_PREBUILD_REMOTE_VARIANTS); a file run on its own builds what it needs itself.
 */
export function prebuildRemoteVariants(): { stop(): void } | undefined {
  fs.rmSync(VARIANTS_DIR, { recursive: true, force: true });
  if (process.env.E2E_PREBUILD_REMOTE_VARIANTS !== '1') return undefined;
  fs.mkdirSync(VARIANTS_DIR, { recursive: true });
  const log = fs.openSync(path.join(VARIANTS_DIR, 'build.log'), 'w');
  const child = spawn('nice', ['-n', '10', path.join(ROOT, 'node_modules', '.bin', 'tsx'), path.join(ROOT, 'e2e', 'support', 'prebuild-remote-variants.ts')], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    // A group of its own: the browser tests' teardown stops the builder and the builds it started.
    detached: true,
  });
  fs.closeSync(log);
  fs.writeFileSync(STARTED_FILE, String(child.pid));
  return {
    stop: () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // Already done.
      }
    },
  };
}

/** Writes one variant's outcome for variantDist (the background build's side). */
export function recordVariant(name: RemoteVariant, outcome: { dist: string } | { error: string }) {
  fs.writeFileSync(resultFile(name), JSON.stringify(outcome));
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A variant's dist: the background build's when it is done or under way, else built now. */
export async function variantDist(name: RemoteVariant): Promise<string> {
  const builder = fs.existsSync(STARTED_FILE) ? Number(fs.readFileSync(STARTED_FILE, 'utf8')) : undefined;
  while (!fs.existsSync(resultFile(name)) && builder && isAlive(builder)) await new Promise((resolve) => setTimeout(resolve, 500));
  if (!fs.existsSync(resultFile(name))) return REMOTE_VARIANTS[name]();
  const outcome = JSON.parse(fs.readFileSync(resultFile(name), 'utf8')) as { dist?: string; error?: string };
  if (!outcome.dist) throw new Error(`the ${name} variant did not build: ${outcome.error}`);
  return outcome.dist;
}
