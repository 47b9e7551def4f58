import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./pages`: its pages by route path. The shell owns the route
 * table (who may see which path) and mounts these components at those paths.
 */
export type RemotePages = Record<string, ComponentType>;

export interface RemoteRegistryEntry {
  /** Federation name, e.g. "booking". */
  name: string;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  version?: string;
}
export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
}
