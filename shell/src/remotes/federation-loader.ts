import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistryEntry } from '@tire/platform';
import { integrityLookup, integrityPlugin, RemoteRefused } from './integrity-plugin.js';
import { reportRemoteLoad } from './load-beacon.js';
import { setDeclaredPages } from './registry-pages.js';
import { fetchRemoteRegistry } from './remote-registry.js';
import { pagesOf, withRetryAndCache, type RemoteName } from './remote-pages-loader.js';

/**
 * The real loader: the registry is read once at start-up (and again after a failure), remotes
 * are registered with the federation runtime behind the integrity plugin, and a remote's pages
 * are loaded only when one of its routes is visited. Each load is reported (beacon) with its
 * remote, version, outcome and time.
 */
let registry: Promise<RemoteRegistryEntry[]> | undefined;
let known: RemoteRegistryEntry[] = [];

/** The shell's own shared modules in its manifest's shape (what a remote must reuse, not duplicate). */
function shellShared(): RemoteRegistryEntry['shared'] {
  const shared = getInstance()?.options.shared ?? {};
  return Object.entries(shared).flatMap(([name, versions]) =>
    versions.map((item) => ({
      name,
      version: item.version ?? '',
      singleton: item.shareConfig?.singleton,
      requiredVersion: typeof item.shareConfig?.requiredVersion === 'string' ? item.shareConfig.requiredVersion : undefined,
    })),
  );
}

// Declared for the remotes' chunk loaders before any remote loads (webpack-config's registry-integrity.cjs).
(globalThis as { __TIRE_REMOTE_INTEGRITY__?: unknown }).__TIRE_REMOTE_INTEGRITY__ = integrityLookup(() => known);
registerPlugins([integrityPlugin({ entries: () => known, shellShared, requireIntegrity: process.env.NODE_ENV === 'production' })]);

export function startRemoteRegistry(): Promise<RemoteRegistryEntry[]> {
  if (!registry) {
    registry = fetchRemoteRegistry().then((remotes) => {
      known = remotes;
      setDeclaredPages(remotes.flatMap((entry) => entry.pages.map((page) => ({ ...page, remote: entry.name as RemoteName }))));
      registerRemotes(
        remotes.map(({ name, entry }) => ({ name, entry, alias: name })),
        { force: true },
      );
      return remotes;
    });
    registry.catch(() => {
      registry = undefined;
    });
  }
  return registry;
}

/** The version this browser runs of a remote (for its render errors' reports). */
const versionOf = (remote: string) => known.find((entry) => entry.name === remote)?.version;

/** Remotes whose last load failed: the runtime may have cached that failure (manifest or entry script). */
const failed = new Set<RemoteName>();

async function loadPages(remote: RemoteName) {
  const remotes = await startRemoteRegistry();
  const entry = remotes.find((item) => item.name === remote);
  if (!entry) throw new Error(`remote "${remote}" is not in the registry`);
  // Registering again with force drops what the runtime kept of the failed attempt.
  if (failed.has(remote)) registerRemotes([{ name: entry.name, entry: entry.entry, alias: entry.name }], { force: true });
  const started = performance.now();
  const report = { remote, version: entry.version };
  try {
    const module = await loadRemote(`${remote}/pages`);
    if (!module) throw new Error(`remote "${remote}" could not be loaded`);
    failed.delete(remote);
    const pages = pagesOf(module);
    reportRemoteLoad({ ...report, outcome: 'loaded', loadMs: Math.round(performance.now() - started) });
    return pages;
  } catch (error) {
    failed.add(remote);
    const refused = error instanceof RemoteRefused ? error : findRefusal(error);
    reportRemoteLoad({ ...report, outcome: 'load_failed', reason: refused?.reason ?? (navigator.onLine === false ? 'offline' : 'network') });
    throw error;
  }
}

/** The federation runtime wraps a hook's error in its own: the refusal is found in the chain. */
function findRefusal(error: unknown): RemoteRefused | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof RemoteRefused) return current;
    const message = current instanceof Error ? current.message : String(current);
    const reason = /\b(no-integrity|integrity|shared)\b/.exec(message)?.[1];
    if (message.includes('RemoteRefused') && reason) return new RemoteRefused(reason as RemoteRefused['reason'], message);
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const federationPagesLoader = Object.assign(withRetryAndCache(loadPages), {
  renderFailed: (remote: RemoteName) => reportRemoteLoad({ remote, version: versionOf(remote) ?? 'unknown', outcome: 'render_error' }),
});
