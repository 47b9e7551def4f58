import { DISCOVERY_SCHEMA, REMOTE_NAMES, type DiscoveredRemote, type DiscoveryDocument } from '@tire/contracts';
import type { Release, RegistryState } from './registry-store.js';

/** What pins one remote in one browser (an override link's cookie). */
export interface BrowserOverride {
  remote: string;
  /** A published version… */
  release?: Release;
  /** …or, outside production, a development server's manifest. */
  devUrl?: string;
}

/** Every file of a release by absolute URL: the shell gives each script and stylesheet its integrity. */
function filesByUrl(release: Release): Record<string, string> {
  const base = new URL('.', release.manifestUrl);
  return Object.fromEntries(Object.entries(release.files).map(([file, integrity]) => [new URL(file, base).href, integrity]));
}

function described(release: Release, deployment: DiscoveredRemote['deployment'], fallback?: Release): DiscoveredRemote {
  return {
    url: release.manifestUrl,
    ...(fallback && fallback.version !== release.version ? { fallbackUrl: fallback.manifestUrl } : {}),
    metadata: { version: release.version, integrity: release.manifestIntegrity, files: filesByUrl(release), pages: release.pages, shared: release.shared },
    deployment,
  };
}

/** A release as an override link pins it in one browser (the shell shows its badge). */
const pinned = (remote: DiscoveredRemote): DiscoveredRemote => ({ ...remote, metadata: { ...remote.metadata, override: true } });

/**
 * The registry as one browser should load it (awslabs frontend-discovery's shape, one entry per
 * remote): the canary to the browsers whose bucket (0-99) falls under its traffic, the default
 * version to the others, the same on every reload; an override link's pin wins for its remote.
 */
export function discoveryFor(state: RegistryState, bucket: number, override?: BrowserOverride): DiscoveryDocument {
  const microFrontends: DiscoveryDocument['microFrontends'] = {};
  for (const remote of REMOTE_NAMES) {
    const deployment = state.deployments.find((item) => item.remote === remote);
    if (!deployment) continue;
    const release = (version: string | null) => state.releases.find((item) => item.remote === remote && item.version === version);
    const byDefault = release(deployment.defaultVersion);
    if (!byDefault) continue;
    if (override?.remote === remote && (override.release || override.devUrl)) {
      microFrontends[remote] = [
        override.release
          ? pinned(described(override.release, { traffic: 0, default: false }, byDefault))
          : {
              url: override.devUrl!,
              fallbackUrl: byDefault.manifestUrl,
              metadata: { version: 'dev', integrity: '', files: {}, pages: byDefault.pages, shared: [], override: true },
              deployment: { traffic: 0, default: false },
            },
      ];
      continue;
    }
    const canary = release(deployment.canaryVersion);
    const percent = deployment.canaryPercent ?? 0;
    microFrontends[remote] = [
      canary && bucket < percent
        ? described(canary, { traffic: percent, default: false }, byDefault)
        : described(byDefault, { traffic: 100 - (canary ? percent : 0), default: true }),
    ];
  }
  return { schema: DISCOVERY_SCHEMA, microFrontends };
}
