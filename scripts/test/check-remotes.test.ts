import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { budgetProblems, checkRemote, measureRemote, policyProblems, report } from '../check-remotes.mjs';

// A workspace of one shell and one remote, as the production builds leave them (scripts/check-remotes.mjs).
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-remotes-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const shared = (react = '19.3.1') => [
  { name: 'react', version: react, requiredVersion: `^${react}`, singleton: true },
  { name: 'react/jsx-runtime', version: react, requiredVersion: `^${react}` },
  { name: 'react-router', version: '7.18.5', requiredVersion: '^7.0.0', singleton: true },
];
const pagesAssets = { js: { sync: ['1.js', 'pages.js'], async: ['2.js'] }, css: { sync: ['pages.css'], async: [] } };

function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}
write('shell/dist/mf-manifest.json', JSON.stringify({ shared: shared(), exposes: [] }));
write('mfe-x/package.json', JSON.stringify({ name: 'mfe-x', budgets: { remoteEntryKb: 1, exposesKb: { './pages': 1 } } }));
write('mfe-x/dist/mf-manifest.json', JSON.stringify({ shared: shared(), exposes: [{ path: './pages', assets: pagesAssets }] }));
for (const [file, bytes, brotli] of [
  ['remoteEntry.js', 3000, 800],
  ['1.js', 1000, 300],
  ['pages.js', 500, 200],
  ['pages.css', 200, 100],
  ['2.js', 9000, 3000],
] as const) {
  write(`mfe-x/dist/${file}`, Buffer.alloc(bytes));
  write(`mfe-x/dist/${file}.br`, Buffer.alloc(brotli));
}

describe('check-remotes', () => {
  it('measures the entry and each expose’s initial chunks from the .br copies, leaving async chunks out', () => {
    expect(measureRemote(path.join(root, 'mfe-x'))).toEqual({
      remoteEntry: { files: ['remoteEntry.js'], bytes: 3000, brotli: 800 },
      exposes: { './pages': { files: ['1.js', 'pages.js', 'pages.css'], bytes: 1700, brotli: 600 } },
    });
  });

  it('fails a size over its budget, and a size with no budget', () => {
    const sizes = {
      remoteEntry: { files: [], bytes: 0, brotli: 2048 },
      exposes: { './pages': { files: [], bytes: 0, brotli: 100 }, './admin': { files: [], bytes: 0, brotli: 1 } },
    };
    expect(budgetProblems(sizes, { remoteEntryKb: 1, exposesKb: { './pages': 1 } })).toEqual([
      'remoteEntry.js: 2.0 KB brotli, over its budget of 1 KB',
      './admin initial chunks: no budget',
    ]);
    expect(budgetProblems(sizes, undefined)).toEqual(['no "budgets" in package.json']);
  });

  it('fails a shared module outside the policy: unlisted, out of range or not a singleton', () => {
    expect(policyProblems(shared())).toEqual([]);
    expect(
      policyProblems([
        { name: 'lodash', version: '4.17.21' },
        { name: 'react', version: '18.3.1', singleton: true },
        { name: 'react-router', version: '7.18.5' },
      ]),
    ).toEqual([
      'lodash: shared but not in the shared policy (packages/webpack-config/shared.cjs)',
      'react: built with 18.3.1, the policy allows ^19.0.0',
      'react-router: shared but not as a singleton',
    ]);
  });

  it('names the remote, the package and both versions when a remote would load a second copy', () => {
    const sizes = measureRemote(path.join(root, 'mfe-x'));
    const problems = checkRemote({
      name: 'mfe-x',
      manifest: { shared: shared('18.3.1') },
      shellManifest: { shared: shared() },
      sizes,
      budgets: { remoteEntryKb: 1, exposesKb: { './pages': 1 } },
    });
    expect(problems).toContain('mfe-x: would load a second copy of react: the remote is built with 18.3.1, the shell provides 19.3.1');
    expect(problems).toContain('mfe-x: would load a second copy of react/jsx-runtime: the remote is built with 18.3.1, the shell provides 19.3.1');
  });

  it('passes a workspace whose remotes match the shell and their budgets', () => {
    const result = report(root);
    expect(result.problems).toEqual([]);
    expect(result.remotes['mfe-x']!.sizes.remoteEntry.brotli).toBe(800);
  });
});
