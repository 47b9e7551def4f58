import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from './registry-paths.js';

/**
 * The remotes registry (issue: teams ship their remote alone and safely). The BFF keeps it in
 * PostgreSQL; teams write to it with `npm run remote -- …` (scripts/remote.mjs); the shell reads
 * what this browser should load from GET /remotes.json, in the shape of awslabs'
 * frontend-discovery, and reports how each load went (beacons) for the canary's judge. Its names
 * and paths are in registry-paths.ts.
 */

/** A version names an immutable release: letters, digits, dots and dashes (a path segment). */
export const releaseVersionSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9.-]{0,63}$/, 'A version is 1-64 letters, digits, dots or dashes');
const integritySchema = z.string().regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'An integrity is "sha384-" and 64 base64 characters');
/** A file of a release, relative to its folder ("remoteEntry.js", "assets/x.svg"). */
const releaseFileSchema = z.string().regex(/^(?!.*\.\.)[A-Za-z0-9_][A-Za-z0-9_.\-/]{0,199}$/);

export const pageAccessSchema = z.enum(['everyone', 'signed-out', 'signed-in', 'admin']);
export const releasePageSchema = z.object({
  path: z
    .string()
    .regex(/^\/[a-z0-9\-/]*$/)
    .max(100),
  access: pageAccessSchema,
  title: z.object({ fi: z.string().max(120), en: z.string().max(120) }),
  /** Linked in the site header (with its title) for the visitors who may open it. */
  nav: z.boolean().optional(),
});
export type ReleasePage = z.infer<typeof releasePageSchema>;

export const sharedDependencySchema = z.object({
  name: z.string().max(100),
  version: z.string().max(50),
  requiredVersion: z.string().max(100).optional(),
  singleton: z.boolean().optional(),
});
export type SharedDependency = z.infer<typeof sharedDependencySchema>;

/** POST /registry/releases: what `npm run remote -- publish` records. */
export const publishReleaseBodySchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  version: releaseVersionSchema,
  manifestUrl: z.url({ protocol: /^https?$/ }).max(500),
  manifestIntegrity: integritySchema,
  files: z.record(releaseFileSchema, integritySchema).refine((files) => Object.keys(files).length <= 2000, 'At most 2000 files'),
  pages: z.array(releasePageSchema).max(50).default([]),
  shared: z.array(sharedDependencySchema).max(100).default([]),
  sizes: z.record(z.string().max(100), z.number().int().nonnegative()).default({}),
  /** Make it the default version at once (npm start and npm test publish what they built). */
  deploy: z.boolean().default(false),
});
export type PublishReleaseBody = z.input<typeof publishReleaseBodySchema>;

export const canaryBodySchema = z.object({ version: releaseVersionSchema, percent: z.number().int().min(1).max(99) });
export const rollbackBodySchema = z.object({ version: releaseVersionSchema.optional(), reason: z.string().max(500).optional() });
export const overrideBodySchema = z.object({
  /** A published version, or (outside production) a development server's manifest URL. */
  version: releaseVersionSchema.optional(),
  devUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional(),
  /** How long the link works (minutes). */
  minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
});

/** POST /remotes/beacon: how one load of a remote went in this browser. */
export const remoteBeaconSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  version: releaseVersionSchema,
  outcome: z.enum(['loaded', 'load_failed', 'render_error']),
  /** Why it failed: "integrity", "shared", "network", "no-integrity"… */
  reason: z
    .string()
    .regex(/^[a-z-]{1,30}$/)
    .optional(),
  loadMs: z.number().int().min(0).max(120_000).optional(),
});
export type RemoteBeacon = z.infer<typeof remoteBeaconSchema>;

/** One remote as this browser should load it (frontend-discovery's microFrontends entry). */
export interface DiscoveredRemote {
  url: string;
  fallbackUrl?: string;
  metadata: {
    version: string;
    /** SHA-384 of the manifest. */
    integrity: string;
    /** Integrity of every file of the release, by absolute URL. */
    files: Record<string, string>;
    pages: ReleasePage[];
    shared: SharedDependency[];
    /** Pinned in this browser by an override link (badge and a way back). */
    override?: boolean;
  };
  deployment: { traffic: number; default: boolean };
}
export interface DiscoveryDocument {
  schema: string;
  microFrontends: Partial<Record<RemoteName, DiscoveredRemote[]>>;
}
export const DISCOVERY_SCHEMA = 'https://raw.githubusercontent.com/awslabs/frontend-discovery/main/schema/v1-pre.json';
