import type { RemoteRegistry, RemoteRegistryEntry } from '@tire/platform';

/** Where the registry is published; it is read with no-cache so a redeployed remote shows up on the next load. */
export const REGISTRY_URL = '/remotes.json';

/** Reads the list of remotes (name + mf-manifest.json URL) the shell should load. */
export async function fetchRemoteRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteRegistryEntry[]> {
  const response = await fetchImpl(REGISTRY_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText || 'remote registry unavailable'}`);
  const registry = (await response.json()) as Partial<RemoteRegistry> | RemoteRegistryEntry[];
  const remotes = Array.isArray(registry) ? registry : registry.remotes;
  if (!Array.isArray(remotes)) throw new Error('remote registry: no "remotes" list');
  return remotes.filter((remote) => typeof remote?.name === 'string' && typeof remote.entry === 'string');
}
