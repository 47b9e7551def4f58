#!/usr/bin/env node
// The build of every Node part (each service and the BFF): `npm run build -w <part>` runs it in the part's folder.
// Each entry point, src/main.ts and where they exist src/migrate.ts and src/seed.ts, becomes
// dist/<name>.js: one ES module holding the part's own code and the workspace packages (@tire/*,
// which are TypeScript sources), with every npm package left to node_modules. A container then
// runs `node dist/main.js`: no tsx, no npm, no compiling at start-up. dist/ keeps the folder depth
// of src/, so paths the code finds from import.meta.url (migrations, the shell's files) still hold.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const ENTRY_POINTS = ['main', 'migrate', 'seed'];

/** npm packages stay outside the bundle; the workspace's own packages are compiled into it. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@tire/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const cwd = process.cwd();
const entryPoints = ENTRY_POINTS.map((name) => path.join(cwd, 'src', `${name}.ts`)).filter(existsSync);
if (!entryPoints.some((file) => file.endsWith('main.ts'))) {
  console.error(`compile-server: ${cwd} has no src/main.ts`);
  process.exit(1);
}
rmSync(path.join(cwd, 'dist'), { recursive: true, force: true });
await build({
  entryPoints,
  outdir: path.join(cwd, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // The workspace packages say they have no side effects only where it is true (package.json).
  treeShaking: true,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
});
console.log(`compile-server: ${entryPoints.map((file) => `src/${path.basename(file)}`).join(', ')} → dist/ (${path.basename(cwd)})`);
