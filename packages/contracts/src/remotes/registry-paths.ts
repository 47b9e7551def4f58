/**
 * The remotes registry's names and paths, apart from its schemas (registry.ts): the shell's first
 * load reads them on every page (load-beacon.ts, override-badge.ts), and a module with zod schemas
 * at its top level brings zod with it, 90 KB of script that page does not use.
 */
export const REMOTE_NAMES = ['booking', 'shop', 'account', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const REGISTRY_PATHS = {
  discovery: '/remotes.json',
  beacon: '/remotes/beacon',
  override: '/remotes/override',
  clearOverride: '/remotes/override/clear',
  releases: '/registry/releases',
  status: '/registry/status',
  canary: '/registry/:remote/canary',
  promote: '/registry/:remote/promote',
  rollback: '/registry/:remote/rollback',
  overrides: '/registry/:remote/overrides',
} as const;
