// `npm run check:remotes` (part of `npm test`, after the production builds): every remote's
// built dist/ against the platform's rules before it is released.
//  - Shared singletons: each remote's mf-manifest.json against the shared policy
//    (packages/webpack-config/shared.cjs) and against the shell's manifest, with the very check
//    the shell runs before loading a remote (shell/src/remotes/shared-policy.ts): a remote that
//    would load a second React, store or router fails here instead of on a customer's page.
//  - Size budgets: remoteEntry.js and each exposed module's initial chunks (the sync js and css
//    its manifest lists), brotli-compressed as served, against the "budgets" of the remote's
//    package.json: { "remoteEntryKb": n, "exposesKb": { "./pages": n } } (KB = 1024 bytes).
// Prints a table and exits 1 on any problem; `--json` prints the measurements instead, for the
// release to record. The functions are exported for that publish step and for the tests.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { SHARED_POLICY } = createRequire(import.meta.url)('../packages/webpack-config/shared.cjs');
// The shell's own module, so CI and the shell judge a remote by one rule (tsx: Node runs no TypeScript).
const { sharedProblems, satisfies } = await tsImport('../shell/src/remotes/shared-policy.ts', import.meta.url);

const KB = 1024;
const REMOTE_ENTRY = 'remoteEntry.js';

/** The remotes of the workspace: every mfe-* folder. */
export function remoteDirs(root = ROOT) {
  return fs
    .readdirSync(root)
    .filter((name) => name.startsWith('mfe-') && fs.statSync(path.join(root, name)).isDirectory())
    .sort()
    .map((name) => path.join(root, name));
}

export function readManifest(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'dist', 'mf-manifest.json'), 'utf8'));
}

/** A built file's size as stored and as served: its .br copy (made at build time), else compressed here. */
function fileSize(dist, file) {
  const data = fs.readFileSync(path.join(dist, file));
  const br = path.join(dist, `${file}.br`);
  const brotli = fs.existsSync(br) ? fs.statSync(br).size : zlib.brotliCompressSync(data).length;
  return { bytes: data.length, brotli };
}

function total(dist, files) {
  const sizes = files.map((file) => fileSize(dist, file));
  return { files, bytes: sizes.reduce((sum, s) => sum + s.bytes, 0), brotli: sizes.reduce((sum, s) => sum + s.brotli, 0) };
}

/**
 * What loading the remote costs, in bytes and brotli bytes: its entry, and per exposed module the
 * chunks loaded before it can render (the manifest's sync assets; async ones load on demand).
 */
export function measureRemote(dir, manifest = readManifest(dir)) {
  const dist = path.join(dir, 'dist');
  const exposes = {};
  for (const expose of manifest.exposes ?? []) {
    exposes[expose.path] = total(dist, [...expose.assets.js.sync, ...expose.assets.css.sync]);
  }
  return { remoteEntry: total(dist, [REMOTE_ENTRY]), exposes };
}

/** A build's shared modules against the policy: each one listed, within its range, a singleton. */
export function policyProblems(shared, policy = SHARED_POLICY) {
  const problems = [];
  for (const entry of shared) {
    const rule = policy.find((p) => entry.name === p.name || (p.subpaths && entry.name.startsWith(`${p.name}/`)));
    if (!rule) problems.push(`${entry.name}: shared but not in the shared policy (packages/webpack-config/shared.cjs)`);
    else if (!satisfies(entry.version, rule.range)) problems.push(`${entry.name}: built with ${entry.version}, the policy allows ${rule.range}`);
    // The manifest flags only the package itself as a singleton, not its subpaths.
    else if (entry.name === rule.name && !entry.singleton) problems.push(`${entry.name}: shared but not as a singleton`);
  }
  return problems;
}

/** Sizes over the budgets; a missing budget is a problem too, so every new expose gets one. */
export function budgetProblems(sizes, budgets) {
  if (!budgets) return ['no "budgets" in package.json'];
  const over = (what, size, limitKb) => {
    if (typeof limitKb !== 'number') return [`${what}: no budget`];
    return size.brotli > limitKb * KB ? [`${what}: ${kb(size.brotli)} brotli, over its budget of ${limitKb} KB`] : [];
  };
  return [
    ...over(REMOTE_ENTRY, sizes.remoteEntry, budgets.remoteEntryKb),
    ...Object.entries(sizes.exposes).flatMap(([expose, size]) => over(`${expose} initial chunks`, size, budgets.exposesKb?.[expose])),
  ];
}

/** Every problem of one built remote, each naming the remote. */
export function checkRemote({ name, manifest, shellManifest, sizes, budgets, policy = SHARED_POLICY }) {
  return [
    ...policyProblems(manifest.shared, policy),
    ...sharedProblems(manifest.shared, shellManifest.shared).map((problem) => `would load a second copy of ${problem}`),
    ...budgetProblems(sizes, budgets),
  ].map((problem) => `${name}: ${problem}`);
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Measures and checks the shell's dist and every remote's; what the table and --json print. */
export function report(root = ROOT) {
  const shellManifest = readManifest(path.join(root, 'shell'));
  const problems = policyProblems(shellManifest.shared).map((problem) => `shell: ${problem}`);
  /** @type {Record<string, { version?: string; sizes: ReturnType<typeof measureRemote>; budgets: any }>} */
  const remotes = {};
  for (const dir of remoteDirs(root)) {
    const name = path.basename(dir);
    if (!fs.existsSync(path.join(dir, 'dist', 'mf-manifest.json'))) {
      problems.push(`${name}: no dist/mf-manifest.json (build it first)`);
      continue;
    }
    const manifest = readManifest(dir);
    const { budgets } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const sizes = measureRemote(dir, manifest);
    remotes[name] = { version: manifest.metaData?.buildInfo?.buildVersion, sizes, budgets };
    problems.push(...checkRemote({ name, manifest, shellManifest, sizes, budgets }));
  }
  return { remotes, problems };
}

function printTable({ remotes, problems }) {
  const row = (cells) =>
    console.log(
      `  ${cells[0].padEnd(14)}${cells[1].padEnd(24)}${cells
        .slice(2)
        .map((c) => c.padStart(12))
        .join('')}`,
    );
  row(['remote', 'loads', 'bytes', 'brotli', 'budget']);
  for (const [name, { sizes, budgets }] of Object.entries(remotes)) {
    const budget = (limit) => (typeof limit === 'number' ? `${limit} KB` : '-');
    row([name, REMOTE_ENTRY, kb(sizes.remoteEntry.bytes), kb(sizes.remoteEntry.brotli), budget(budgets?.remoteEntryKb)]);
    for (const [expose, size] of Object.entries(sizes.exposes)) {
      row(['', `${expose} (${size.files.length} files)`, kb(size.bytes), kb(size.brotli), budget(budgets?.exposesKb?.[expose])]);
    }
  }
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  if (!problems.length) console.log('  ✓ shared singletons match the policy and the shell; every size is within its budget');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = report();
  if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else printTable(result);
  process.exit(result.problems.length ? 1 : 0);
}
