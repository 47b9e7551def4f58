import { createHash } from 'node:crypto';
import { databaseUrlForSchema } from '@tire/service-kit';
import { emptyTables } from '@tire/service-kit/testing/test-database';
import pg from 'pg';
import type { PublishReleaseBody } from '@tire/contracts';
import { migrateRegistry } from '../../src/registry/migrate.js';
import { tokenDigest } from '../../src/registry/team-tokens.js';

/** A database of the test file's own (files run in parallel), with the registry's tables, emptied. */
export async function registryDatabase(name: string) {
  const databaseUrl = `postgresql://postgres@127.0.0.1:5432/tire_test_registry_${name}`;
  await migrateRegistry(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrlForSchema(databaseUrl, 'registry'), max: 4 });
  await emptyTables(pool, 'registry');
  return { databaseUrl, pool };
}

export const integrityOf = (content: string) => `sha384-${createHash('sha384').update(content).digest('base64')}`;

/** Each team's token in these tests, and the BFF setting that knows their digests. */
export const TEAM_TOKENS = { booking: 'booking-team-token', shop: 'shop-team-token', account: 'account-team-token', admin: 'admin-team-token' };
export const TEAM_TOKENS_ENV = JSON.stringify(Object.fromEntries(Object.entries(TEAM_TOKENS).map(([team, token]) => [team, tokenDigest(token)])));
export const asTeam = (team: keyof typeof TEAM_TOKENS) => ({ Authorization: `Bearer ${TEAM_TOKENS[team]}` });

/** A release as `npm run remote -- publish` sends it (files' integrity made from their names). */
export function releaseBody(
  remote: PublishReleaseBody['remote'],
  version: string,
  origin: string,
  extra: Partial<PublishReleaseBody> = {},
): PublishReleaseBody {
  return {
    remote,
    version,
    manifestUrl: `${origin}/v/${version}/mf-manifest.json`,
    manifestIntegrity: integrityOf(`${remote}-${version}-manifest`),
    files: { 'remoteEntry.js': integrityOf(`${remote}-${version}-entry`), '123.0123456789abcdef.js': integrityOf(`${remote}-${version}-chunk`) },
    ...extra,
  };
}
