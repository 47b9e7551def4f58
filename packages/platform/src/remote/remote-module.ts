import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./pages`: its pages by route path. The shell owns the route
 * table (who may see which path) and mounts these components at those paths.
 */
export type RemotePages = Record<string, ComponentType>;

/** One remote as this browser loads it (read from the registry's /remotes.json). */
export interface RemoteRegistryEntry {
  /** Federation name, e.g. "booking". */
  name: string;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  version: string;
  /** SHA-384 of the manifest ('' when the registry has none: refused in production). */
  integrity: string;
  /** Integrity of every file of the release, by absolute URL. */
  files: Record<string, string>;
  /** The shared dependencies the release was built with (its manifest's). */
  shared: { name: string; version: string; requiredVersion?: string; singleton?: boolean }[];
  /** Pinned in this browser by an override link. */
  override: boolean;
  /** The pages the release declares: path, who may open it (everyone, signed-out, signed-in, admin), title. */
  pages: { path: string; access: 'everyone' | 'signed-out' | 'signed-in' | 'admin'; title: { fi: string; en: string }; nav?: boolean }[];
}
