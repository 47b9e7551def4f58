import type { PublishReleaseBody, ReleasePage, SharedDependency } from '@tire/contracts';
import { HttpError, inTransaction } from '@tire/service-kit';
import type pg from 'pg';

const S = '"registry"';

export interface Release {
  remote: string;
  version: string;
  manifestUrl: string;
  manifestIntegrity: string;
  files: Record<string, string>;
  pages: ReleasePage[];
  shared: SharedDependency[];
  sizes: Record<string, number>;
  publishedBy: string;
  publishedAt: Date;
}
export interface Deployment {
  remote: string;
  defaultVersion: string;
  canaryVersion: string | null;
  canaryPercent: number | null;
  canaryStartedAt: Date | null;
}

const toRelease = (row: Record<string, unknown>): Release => ({
  remote: row.remote as string,
  version: row.version as string,
  manifestUrl: row.manifest_url as string,
  manifestIntegrity: row.manifest_integrity as string,
  files: row.files as Record<string, string>,
  pages: row.pages as ReleasePage[],
  shared: row.shared as SharedDependency[],
  sizes: row.sizes as Record<string, number>,
  publishedBy: row.published_by as string,
  publishedAt: row.published_at as Date,
});
const toDeployment = (row: Record<string, unknown>): Deployment => ({
  remote: row.remote as string,
  defaultVersion: row.default_version as string,
  canaryVersion: (row.canary_version as string | null) ?? null,
  canaryPercent: (row.canary_percent as number | null) ?? null,
  canaryStartedAt: (row.canary_started_at as Date | null) ?? null,
});

/**
 * Every write to one remote's registry entry holds that remote's lock for its transaction, and
 * does not wait for it: of two writes at once (two publishes, a promote during a rollback) one
 * goes through and the other is told to try again, rather than the second silently undoing the first.
 */
async function lockRemote(client: pg.PoolClient, remote: string) {
  const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [`registry:${remote}`]);
  if (!rows[0]!.locked) throw HttpError.saying('conflict', `Another change to the ${remote} remote is being written; try again when it is done`);
}

async function appendEvent(
  client: pg.PoolClient,
  event: { remote: string; action: string; version?: string | null; percent?: number | null; actor: string; details?: object },
) {
  await client.query(`INSERT INTO ${S}.events (remote, action, version, percent, actor, details) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`, [
    event.remote,
    event.action,
    event.version ?? null,
    event.percent ?? null,
    event.actor,
    JSON.stringify(event.details ?? {}),
  ]);
}

async function lockedDeployment(client: pg.PoolClient, remote: string): Promise<Deployment | undefined> {
  const { rows } = await client.query(`SELECT * FROM ${S}.deployments WHERE remote = $1 FOR UPDATE`, [remote]);
  return rows[0] ? toDeployment(rows[0]) : undefined;
}

async function releaseExists(client: pg.PoolClient, remote: string, version: string) {
  const { rowCount } = await client.query(`SELECT 1 FROM ${S}.releases WHERE remote = $1 AND version = $2`, [remote, version]);
  return Boolean(rowCount);
}

/** The same files with the same integrity (jsonb keeps keys in an order of its own). */
const sameFiles = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([file, integrity]) => a[file] === integrity);

export type PublishOutcome = 'published' | 'already-published';

/**
 * Records a release. A version is immutable: publishing the same files again is a no-op, other
 * files under a published version are refused. The first release of a remote becomes its default;
 * later ones only with `deploy` (and never while a canary is in flight).
 */
export async function publishRelease(pool: pg.Pool, release: Required<PublishReleaseBody>, actor: string): Promise<PublishOutcome> {
  return inTransaction(pool, async (client) => {
    await lockRemote(client, release.remote);
    const existing = await client.query(`SELECT files, manifest_integrity FROM ${S}.releases WHERE remote = $1 AND version = $2`, [
      release.remote,
      release.version,
    ]);
    let outcome: PublishOutcome = 'published';
    if (existing.rows[0]) {
      const same = existing.rows[0].manifest_integrity === release.manifestIntegrity && sameFiles(existing.rows[0].files, release.files);
      if (!same)
        throw HttpError.saying(
          'conflict',
          `${release.remote} ${release.version} is already published with other files; a release is never changed: publish a new version`,
        );
      outcome = 'already-published';
    } else {
      await client.query(
        `INSERT INTO ${S}.releases (remote, version, manifest_url, manifest_integrity, files, pages, shared, sizes, published_by)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8::jsonb, $9)`,
        [
          release.remote,
          release.version,
          release.manifestUrl,
          release.manifestIntegrity,
          JSON.stringify(release.files),
          JSON.stringify(release.pages),
          JSON.stringify(release.shared),
          JSON.stringify(release.sizes),
          actor,
        ],
      );
      await appendEvent(client, { remote: release.remote, action: 'published', version: release.version, actor });
    }
    const deployment = await lockedDeployment(client, release.remote);
    if (!deployment) {
      await client.query(`INSERT INTO ${S}.deployments (remote, default_version) VALUES ($1, $2)`, [release.remote, release.version]);
      await appendEvent(client, { remote: release.remote, action: 'deployed', version: release.version, actor, details: { first: true } });
    } else if (release.deploy && deployment.defaultVersion !== release.version) {
      if (deployment.canaryVersion)
        throw HttpError.saying('conflict', `A canary of ${release.remote} (${deployment.canaryVersion}) is in flight: promote or roll it back first`);
      await setDefault(client, release.remote, release.version);
      await appendEvent(client, { remote: release.remote, action: 'deployed', version: release.version, actor, details: { from: deployment.defaultVersion } });
    }
    return outcome;
  });
}

async function setDefault(client: pg.PoolClient, remote: string, version: string) {
  await client.query(
    `UPDATE ${S}.deployments SET default_version = $2, canary_version = NULL, canary_percent = NULL, canary_started_at = NULL, updated_at = now() WHERE remote = $1`,
    [remote, version],
  );
}

async function deploymentToChange(client: pg.PoolClient, remote: string): Promise<Deployment> {
  await lockRemote(client, remote);
  const deployment = await lockedDeployment(client, remote);
  if (!deployment) throw HttpError.saying('notFound', `${remote} has no published release`);
  return deployment;
}

/** Sends `percent` % of browsers to `version`; one canary per remote at a time (its percent may change). */
export async function startCanary(pool: pg.Pool, remote: string, version: string, percent: number, actor: string) {
  return inTransaction(pool, async (client) => {
    const deployment = await deploymentToChange(client, remote);
    if (!(await releaseExists(client, remote, version))) throw HttpError.saying('notFound', `${remote} ${version} is not published`);
    if (version === deployment.defaultVersion) throw HttpError.saying('conflict', `${remote} ${version} is already the default version`);
    if (deployment.canaryVersion && deployment.canaryVersion !== version) {
      throw HttpError.saying('conflict', `A canary of ${remote} (${deployment.canaryVersion}) is in flight: promote or roll it back first`);
    }
    await client.query(
      `UPDATE ${S}.deployments SET canary_version = $2, canary_percent = $3, canary_started_at = coalesce(canary_started_at, now()), updated_at = now() WHERE remote = $1`,
      [remote, version, percent],
    );
    await appendEvent(client, { remote, action: 'canary', version, percent, actor });
  });
}

/** The canary becomes the default version for every browser. */
export async function promoteCanary(pool: pg.Pool, remote: string, actor: string) {
  return inTransaction(pool, async (client) => {
    const deployment = await deploymentToChange(client, remote);
    if (!deployment.canaryVersion) throw HttpError.saying('conflict', `${remote} has no canary to promote`);
    await setDefault(client, remote, deployment.canaryVersion);
    await appendEvent(client, { remote, action: 'promoted', version: deployment.canaryVersion, actor, details: { from: deployment.defaultVersion } });
    return deployment.canaryVersion;
  });
}

/**
 * Rolls back: a canary in flight is withdrawn (every browser gets the default again); otherwise
 * the default goes to `version`, or to the version that was the default before this one.
 * `automatic`: the canary judge did it (audited as such).
 */
export async function rollBack(
  pool: pg.Pool,
  remote: string,
  options: { version?: string; actor: string; reason?: string; automatic?: boolean; onlyCanary?: string },
) {
  return inTransaction(pool, async (client) => {
    const deployment = await deploymentToChange(client, remote);
    const action = options.automatic ? 'auto_rolled_back' : 'rolled_back';
    if (options.onlyCanary !== undefined && deployment.canaryVersion !== options.onlyCanary) return null;
    if (deployment.canaryVersion && !options.version) {
      await setDefault(client, remote, deployment.defaultVersion);
      await appendEvent(client, {
        remote,
        action,
        version: deployment.canaryVersion,
        actor: options.actor,
        details: { reason: options.reason ?? null, canary: true },
      });
      return deployment.defaultVersion;
    }
    const target = options.version ?? (await previousDefault(client, remote, deployment.defaultVersion));
    if (!target) throw HttpError.saying('conflict', `${remote} has no earlier version to roll back to`);
    if (!(await releaseExists(client, remote, target))) throw HttpError.saying('notFound', `${remote} ${target} is not published`);
    await setDefault(client, remote, target);
    await appendEvent(client, {
      remote,
      action,
      version: target,
      actor: options.actor,
      details: { from: deployment.defaultVersion, reason: options.reason ?? null },
    });
    return target;
  });
}

/** The default version before `current`, from the history of deployments and promotions. */
async function previousDefault(client: pg.PoolClient, remote: string, current: string): Promise<string | undefined> {
  const { rows } = await client.query<{ version: string }>(
    `SELECT version FROM ${S}.events WHERE remote = $1 AND action IN ('deployed', 'promoted', 'rolled_back') AND details->>'canary' IS NULL ORDER BY id DESC`,
    [remote],
  );
  return rows.map((row) => row.version).find((version) => version && version !== current);
}

export async function recordOverrideIssued(pool: pg.Pool, remote: string, target: string, actor: string) {
  return inTransaction(pool, (client) => appendEvent(client, { remote, action: 'override_issued', version: target, actor }));
}

export interface RegistryState {
  deployments: Deployment[];
  releases: Release[];
}

/** What the registry serves now: each remote's deployment and the releases it names. */
export async function readRegistry(pool: pg.Pool): Promise<RegistryState> {
  const deployments = (await pool.query(`SELECT * FROM ${S}.deployments ORDER BY remote`)).rows.map(toDeployment);
  const releases = (
    await pool.query(`SELECT r.* FROM ${S}.releases r JOIN ${S}.deployments d ON d.remote = r.remote AND r.version IN (d.default_version, d.canary_version)`)
  ).rows.map(toRelease);
  return { deployments, releases };
}

export async function findRelease(pool: pg.Pool, remote: string, version: string): Promise<Release | undefined> {
  const { rows } = await pool.query(`SELECT * FROM ${S}.releases WHERE remote = $1 AND version = $2`, [remote, version]);
  return rows[0] ? toRelease(rows[0]) : undefined;
}

/** For `npm run remote -- status`: deployments, the latest releases and events per remote. */
export async function registryStatus(pool: pg.Pool) {
  const deployments = (await pool.query(`SELECT * FROM ${S}.deployments ORDER BY remote`)).rows.map(toDeployment);
  const releases = (await pool.query(`SELECT remote, version, published_by, published_at, sizes FROM ${S}.releases ORDER BY published_at DESC LIMIT 40`)).rows;
  const events = (await pool.query(`SELECT remote, action, version, percent, actor, details, at FROM ${S}.events ORDER BY id DESC LIMIT 40`)).rows;
  return { deployments, releases, events };
}
