import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistryEntry } from '@tire/platform';
import { fetchRemoteRegistry } from './remote-registry.js';
import { pagesOf, withRetryAndCache, type RemoteName } from './remote-pages-loader.js';

/**
 * The real loader: the registry is read once at start-up (and again after a failure), remotes
 * are registered with the federation runtime, and a remote's pages are loaded only when one of
 * its routes is visited.
 */
let registry: Promise<RemoteRegistryEntry[]> | undefined;

export function startRemoteRegistry(): Promise<RemoteRegistryEntry[]> {
  if (!registry) {
    registry = fetchRemoteRegistry().then((remotes) => {
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

/** Remotes whose last load failed: the runtime may have cached that failure (manifest or entry script). */
const failed = new Set<RemoteName>();

async function loadPages(remote: RemoteName) {
  const remotes = await startRemoteRegistry();
  const entry = remotes.find((item) => item.name === remote);
  if (!entry) throw new Error(`remote "${remote}" is not in the registry`);
  // Registering again with force drops what the runtime kept of the failed attempt.
  if (failed.has(remote)) registerRemotes([{ name: entry.name, entry: entry.entry, alias: entry.name }], { force: true });
  try {
    const module = await loadRemote(`${remote}/pages`);
    if (!module) throw new Error(`remote "${remote}" could not be loaded`);
    failed.delete(remote);
    return pagesOf(module);
  } catch (error) {
    failed.add(remote);
    throw error;
  }
}

export const federationPagesLoader = withRetryAndCache(loadPages);
