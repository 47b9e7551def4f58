import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRegistryEntry } from '@tire/platform';
import { sharedProblems } from './shared-policy.js';

/** Why a remote was not loaded: the beacon's reason and the fallback's cause. */
export class RemoteRefused extends Error {
  constructor(
    readonly reason: 'integrity' | 'no-integrity' | 'shared',
    message: string,
  ) {
    // The reason is in the message too: the federation runtime may pass on only a message.
    super(`RemoteRefused (${reason}): ${message}`);
    this.name = 'RemoteRefused';
  }
}

/** A value no file has: a file of a registered release the registry does not list is refused, not run unchecked. */
const UNLISTED = 'sha384-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const sha384 = async (bytes: ArrayBuffer) => `sha384-${base64(await crypto.subtle.digest('SHA-384', bytes))}`;

/** The integrity of a remote's file by URL, as the remotes' own chunk loaders ask for it (webpack-config's registry-integrity.cjs). */
export function integrityLookup(entries: () => RemoteRegistryEntry[]) {
  return {
    integrityOf(url: string): string | undefined {
      for (const entry of entries()) {
        const known = entry.files[url];
        if (known) return known;
        if (entry.integrity && url.startsWith(new URL('.', entry.entry).href)) return UNLISTED;
      }
      return undefined;
    },
  };
}

/** Fetches a manifest and checks its bytes against the registry and its shared singletons against the shell's. */
async function checkedManifest(entry: RemoteRegistryEntry, url: string, init: RequestInit, shellShared: IntegrityOptions['shellShared']): Promise<Response> {
  const response = await fetch(url, init);
  const bytes = await response.arrayBuffer();
  if (response.ok) {
    if ((await sha384(bytes)) !== entry.integrity)
      throw new RemoteRefused('integrity', `remote "${entry.name}" ${entry.version}: mf-manifest.json does not match the registry`);
    const manifest = JSON.parse(new TextDecoder().decode(bytes)) as { shared?: RemoteRegistryEntry['shared'] };
    const problems = sharedProblems(manifest.shared ?? [], shellShared());
    if (problems.length) throw new RemoteRefused('shared', `remote "${entry.name}" ${entry.version}: ${problems.join('; ')}`);
  }
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
}

export interface IntegrityOptions {
  entries: () => RemoteRegistryEntry[];
  /** The shell's own shared modules (its manifest's shape), which a remote must not load a second copy of. */
  shellShared: () => RemoteRegistryEntry['shared'];
  /** Production refuses a remote the registry gives no integrity for. */
  requireIntegrity: boolean;
}

/**
 * The shell's federation runtime plugin: every remote's mf-manifest.json is fetched and checked
 * against the registry's SHA-384 (and its shared singletons against the shell's, so a second React
 * is refused instead of loaded), and its remoteEntry.js gets `integrity` and `crossorigin`; the
 * remote's chunks get theirs from integrityLookup. A mismatch throws RemoteRefused: the remote's
 * area shows its fallback, the rest of the site works, and the beacon counts why.
 */
export function integrityPlugin(options: IntegrityOptions): ModuleFederationRuntimePlugin {
  const byManifest = (url: string) => options.entries().find((entry) => entry.entry === url);
  return {
    name: 'tire-registry-integrity',
    fetch(url, init) {
      const entry = byManifest(url);
      if (!entry) return undefined;
      if (!entry.integrity) {
        // A team's development server pinned in this browser (the BFF serves such a pin only outside production).
        const devPin = entry.override && entry.version === 'dev';
        if (options.requireIntegrity && !devPin)
          return Promise.reject(new RemoteRefused('no-integrity', `remote "${entry.name}" has no integrity in the registry`));
        return undefined;
      }
      return checkedManifest(entry, url, init, options.shellShared);
    },
    createScript({ url }) {
      const integrity = integrityLookup(options.entries).integrityOf(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
