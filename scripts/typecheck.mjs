// Runs tsc on every workspace that has a tsconfig.json, two at a time, incrementally: each keeps
// what it learnt in .cache/typecheck/ (git-ignored), so a second run re-checks only what changed.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from './lib/run.mjs';

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const dirs = pkg.workspaces
  .flatMap((pattern) =>
    pattern.endsWith('/*') ? fs.readdirSync(path.join(ROOT, pattern.slice(0, -2))).map((d) => path.join(pattern.slice(0, -2), d)) : [pattern],
  )
  .filter((dir) => fs.existsSync(path.join(ROOT, dir, 'tsconfig.json')));

const tsc = path.join(ROOT, 'node_modules', '.bin', 'tsc');
const failures = [];
const check = (dir) =>
  new Promise((resolve) => {
    const buildInfo = path.join(ROOT, '.cache', 'typecheck', `${dir.replaceAll('/', '+')}.tsbuildinfo`);
    const args = ['-p', path.join(dir, 'tsconfig.json'), '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo];
    const child = spawn(tsc, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      console.log(`  ${code === 0 ? '✓' : '✗'} ${dir}`);
      if (code !== 0) failures.push({ dir, output });
      resolve();
    });
  });

const queue = [...dirs];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) await check(queue.shift());
  }),
);
for (const failure of failures) console.log(`\n${failure.dir}:\n${failure.output}`);
process.exit(failures.length ? 1 : 0);
