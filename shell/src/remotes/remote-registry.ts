import type { DiscoveryDocument } from '@tire/contracts';
import type { RemoteRegistryEntry } from '@tire/platform';

/** Where the registry is published; read with no-cache: a new release or a canary shows on the next load. */
export const REGISTRY_URL = '/remotes.json';

/**
 * The remotes this browser should load, from the registry's frontend-discovery document (one
 * entry per remote: its canary or default version, or the version an override pins).
 */
export async function fetchRemoteRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteRegistryEntry[]> {
  const response = await fetchImpl(REGISTRY_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText || 'remote registry unavailable'}`);
  const document = (await response.json()) as Partial<DiscoveryDocument>;
  if (!document.microFrontends || typeof document.microFrontends !== 'object') throw new Error('remote registry: no "microFrontends"');
  return Object.entries(document.microFrontends).flatMap(([name, versions]) => {
    const chosen = versions?.[0];
    if (!chosen || typeof chosen.url !== 'string') return [];
    return [
      {
        name,
        entry: chosen.url,
        version: String(chosen.metadata?.version ?? ''),
        integrity: String(chosen.metadata?.integrity ?? ''),
        files: chosen.metadata?.files ?? {},
        shared: chosen.metadata?.shared ?? [],
        pages: chosen.metadata?.pages ?? [],
        override: chosen.metadata?.override === true,
      },
    ];
  });
}
