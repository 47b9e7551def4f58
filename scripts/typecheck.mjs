// Type-checks every workspace and scripts/ as ONE TypeScript program. The workspaces' own
// tsconfig.json files (what editors read) differ only in what they include and in options that
// widen (.ts extensions in imports, JavaScript files included unchecked), so one program checks
// each shared file (contracts, platform, service-kit...) once, instead of once per workspace that
// imports it: a fifth of the CPU of a tsc per workspace. A workspace with settings of its own
// (load-tests: k6's types and lib) is checked by a tsc of its own, beside it. Incremental: each
// program keeps what it learnt in .cache/typecheck/ (git-ignored), so a second run re-checks only what changed.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from './lib/run.mjs';

const CACHE = path.join(ROOT, '.cache', 'typecheck');
/** Options a workspace may set and still join the one program: each only widens what compiles. */
const MERGEABLE = { allowImportingTsExtensions: true, allowJs: true, checkJs: false, types: ['node'] };

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const dirs = pkg.workspaces
  .flatMap((pattern) =>
    pattern.endsWith('/*') ? fs.readdirSync(path.join(ROOT, pattern.slice(0, -2))).map((d) => path.join(pattern.slice(0, -2), d)) : [pattern],
  )
  // scripts/ is no workspace (its code runs from the root), but its TypeScript is checked too.
  .concat('scripts')
  .filter((dir) => fs.existsSync(path.join(ROOT, dir, 'tsconfig.json')));

const configs = new Map(dirs.map((dir) => [dir, JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'tsconfig.json'), 'utf8'))]));
const configOf = (dir) => configs.get(dir);
const joins = (config) => Object.entries(config.compilerOptions ?? {}).every(([key, value]) => JSON.stringify(MERGEABLE[key]) === JSON.stringify(value));
const merged = dirs.filter((dir) => joins(configOf(dir)));
const alone = dirs.filter((dir) => !merged.includes(dir));

// The one program: tsconfig.base.json's options, widened as above, over every merged workspace's includes.
fs.mkdirSync(CACHE, { recursive: true });
const allConfig = path.join(CACHE, 'tsconfig.all.json');
const fromCache = (file) => path.relative(CACHE, path.join(ROOT, file));
fs.writeFileSync(
  allConfig,
  JSON.stringify(
    {
      extends: fromCache('tsconfig.base.json'),
      compilerOptions: { allowImportingTsExtensions: true, allowJs: true, checkJs: false },
      include: merged.flatMap((dir) => configOf(dir).include.map((entry) => fromCache(path.join(dir, entry)))),
    },
    null,
    2,
  ),
);

// TypeScript 7 (the native compiler, packages/type-check): the same checks in a fifth of the CPU.
const tsc = path.join(ROOT, 'packages', 'type-check', 'node_modules', '.bin', 'tsc');
const failures = [];
const check = ({ name, label = name, config }) =>
  new Promise((resolve) => {
    const buildInfo = path.join(CACHE, `${name.replaceAll('/', '+')}.tsbuildinfo`);
    const args = ['-p', config, '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo];
    const child = spawn(tsc, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      console.log(`  ${code === 0 ? '✓' : '✗'} ${label}`);
      if (code !== 0) failures.push({ label, output });
      resolve();
    });
  });

const programs = [
  { name: 'all', label: `${merged.join(', ')} (one program)`, config: allConfig },
  ...alone.map((dir) => ({ name: dir, config: path.join(dir, 'tsconfig.json') })),
];
await Promise.all(programs.map(check));
for (const failure of failures) console.log(`\n${failure.label}:\n${failure.output}`);
process.exit(failures.length ? 1 : 0);
