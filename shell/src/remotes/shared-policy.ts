/**
 * Would a remote load a second copy of a shared singleton (a second React, store or router)?
 * Both arguments are the `shared` arrays of mf-manifest.json: the shell's own, and the remote's.
 * The shell asks this before loading a remote (and refuses it, showing its fallback), and
 * scripts/check-remotes.mjs asks it in CI for every built remote; the list of singletons and
 * their allowed ranges is packages/webpack-config/shared.cjs (SHARED_POLICY).
 *
 * No `semver` here on purpose: this runs in the shell's first load, and webpack's requiredVersion
 * values are simple (`^19.2.0`, `^7.0.0`, `^0.1.0`), so a few lines cover them. A range this file
 * does not understand counts as not satisfied: the remote is refused rather than risked.
 */

/** The part of a manifest's shared entry this check reads. */
export interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

type Version = [number, number, number];

/** `19.3.1` (a prerelease or build suffix is ignored) → [19, 3, 1]; undefined when not a version. */
function parseVersion(text: string): Version | undefined {
  const match = /^\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:[-+].*)?\s*$/.exec(text);
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * The versions a caret range accepts share this prefix: the major, or for 0.x the minor too
 * (^0.1.0 is 0.1.x), as npm's semver does. Two versions with the same key are one line.
 */
function caretKey([major, minor, patch]: Version): string {
  if (major > 0) return `${major}`;
  return minor > 0 ? `0.${minor}` : `0.0.${patch}`;
}

/** Does `version` satisfy `range`? Understands `*`, `x.y.z`, `^x.y.z`, `~x.y.z`, `>=x.y.z` and `a || b`. */
export function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version);
  if (!v) return false;
  return range.split('||').some((part) => {
    const text = part.trim();
    if (text === '' || text === '*' || text === 'x') return true;
    const operator = /^(\^|~|>=|=)/.exec(text)?.[0] ?? '';
    const bound = parseVersion(text.slice(operator.length));
    if (!bound) return false;
    if (operator === '>=') return compare(v, bound) >= 0;
    if (operator === '^') return compare(v, bound) >= 0 && caretKey(v) === caretKey(bound);
    if (operator === '~') return compare(v, bound) >= 0 && v[0] === bound[0] && v[1] === bound[1];
    return compare(v, bound) === 0;
  });
}

/** `react/jsx-runtime` → `react`, `@reduxjs/toolkit/query` → `@reduxjs/toolkit`. */
function packageOf(name: string): string {
  const parts = name.split('/');
  return parts.slice(0, name.startsWith('@') ? 2 : 1).join('/');
}

/**
 * One line per shared module of the remote that would not be the shell's copy; empty when the
 * remote can be loaded. A subpath (`react/jsx-runtime`) is a singleton when its package is one in
 * the shell: the manifest does not flag subpaths, yet a second jsx-runtime is a second React's.
 * Modules only one side shares are not compared: nothing on the page has another copy of them.
 */
export function sharedProblems(remoteShared: readonly SharedEntry[], shellShared: readonly SharedEntry[]): string[] {
  const shell = new Map(shellShared.map((entry) => [entry.name, entry]));
  const shellSingletons = new Set(shellShared.filter((entry) => entry.singleton).map((entry) => entry.name));
  const problems: string[] = [];
  for (const remote of remoteShared) {
    const provided = shell.get(remote.name);
    if (!provided) continue;
    const singleton = remote.singleton || provided.singleton || shellSingletons.has(packageOf(remote.name));
    if (!singleton) continue;
    const name = remote.name;
    // mf-manifest.json does not say `singleton` (only mf-stats does): a flag is compared only when both sides state it.
    if (remote.singleton !== undefined && provided.singleton !== undefined && remote.singleton !== provided.singleton) {
      problems.push(`${name}: the remote shares it ${remote.singleton ? 'as' : 'not as'} a singleton, the shell ${provided.singleton ? 'as' : 'not as'} one`);
    }
    const built = parseVersion(remote.version);
    const own = parseVersion(provided.version);
    if (!built || !own || caretKey(built) !== caretKey(own)) {
      problems.push(`${name}: the remote is built with ${remote.version}, the shell provides ${provided.version}`);
    } else if (typeof remote.requiredVersion === 'string' && !satisfies(provided.version, remote.requiredVersion)) {
      problems.push(`${name}: the remote requires ${remote.requiredVersion}, the shell provides ${provided.version}`);
    }
  }
  return problems;
}
