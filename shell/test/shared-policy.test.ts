import { describe, expect, it } from 'vitest';
import { satisfies, sharedProblems, type SharedEntry } from '../src/remotes/shared-policy.js';

/** The shell's shared list as its mf-manifest.json gives it (the fields the check reads). */
const shell: SharedEntry[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.2.0', singleton: true },
  { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.2.0' },
  { name: 'react-router', version: '7.18.5', requiredVersion: '^7.0.0', singleton: true },
  { name: '@tire/platform', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
];
const remote = (changes: Record<string, Partial<SharedEntry>> = {}) => shell.map((entry) => ({ ...entry, ...changes[entry.name] }));

describe('a remote sharing the shell singletons', () => {
  it('is accepted when it is built on the versions the shell provides', () => {
    expect(sharedProblems(remote(), shell)).toEqual([]);
    // A newer patch or minor of the same major is still the shell's copy.
    expect(sharedProblems(remote({ react: { version: '19.4.0' } }), shell)).toEqual([]);
  });

  it('is refused when it is built on another major: it would load a second React', () => {
    expect(sharedProblems(remote({ react: { version: '18.3.1', requiredVersion: '^18.3.1' } }), shell)).toEqual([
      'react: the remote is built with 18.3.1, the shell provides 19.3.1',
    ]);
    // A subpath is not flagged singleton in the manifest, yet a second jsx-runtime is a second React's.
    expect(sharedProblems(remote({ 'react/jsx-runtime': { version: '20.0.0' } }), shell)).toEqual([
      'react/jsx-runtime: the remote is built with 20.0.0, the shell provides 19.3.1',
    ]);
    // For 0.x the minor is the line (^0.1.0 is 0.1.x).
    expect(sharedProblems(remote({ '@tire/platform': { version: '0.2.0' } }), shell)).toHaveLength(1);
  });

  it('is refused when it requires more than the shell provides', () => {
    expect(sharedProblems(remote({ react: { version: '19.4.0', requiredVersion: '^19.4.0' } }), shell)).toEqual([
      'react: the remote requires ^19.4.0, the shell provides 19.3.1',
    ]);
  });

  it('is refused when it does not share a shell singleton as a singleton', () => {
    expect(sharedProblems(remote({ 'react-router': { singleton: false } }), shell)).toEqual([
      'react-router: the remote shares it not as a singleton, the shell as one',
    ]);
  });

  it('does not compare what only one side shares', () => {
    expect(sharedProblems([{ name: 'date-fns', version: '4.1.0', singleton: true }], shell)).toEqual([]);
    expect(sharedProblems([], shell)).toEqual([]);
  });
});

describe('the range check', () => {
  it('reads the ranges webpack writes', () => {
    expect(satisfies('19.3.1', '^19.2.0')).toBe(true);
    expect(satisfies('19.1.0', '^19.2.0')).toBe(false);
    expect(satisfies('0.1.5', '^0.1.0')).toBe(true);
    expect(satisfies('0.2.0', '^0.1.0')).toBe(false);
    expect(satisfies('7.18.5', '~7.18.0')).toBe(true);
    expect(satisfies('7.19.0', '~7.18.0')).toBe(false);
    expect(satisfies('2.14.0', '2.14.0')).toBe(true);
    expect(satisfies('3.0.0', '>=2.0.0')).toBe(true);
    expect(satisfies('18.0.0', '^17.0.0 || ^18.0.0')).toBe(true);
    expect(satisfies('1.0.0', '*')).toBe(true);
  });

  it('does not pass a range it does not understand', () => {
    expect(satisfies('19.3.1', '>=19 <20')).toBe(false);
    expect(satisfies('not-a-version', '*')).toBe(false);
  });
});
