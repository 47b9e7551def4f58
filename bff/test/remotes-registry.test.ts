import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '@tire/service-kit';
import { emptyTables } from '@tire/service-kit/testing/test-database';
import { DEFAULT_JUDGE_RULES, judgeCanaries, verdict } from '../src/registry/canary-judge.js';
import { startBff } from './harness.js';
import { asTeam, registryDatabase, releaseBody, TEAM_TOKENS_ENV } from './support/registry.js';

const BOOKING = 'http://localhost:3001';
let db: Awaited<ReturnType<typeof registryDatabase>>;
let bff: Awaited<ReturnType<typeof startBff>>;

beforeAll(async () => {
  db = await registryDatabase('routes');
  bff = await startBff({ DATABASE_URL: db.databaseUrl, REGISTRY_TEAM_TOKENS: TEAM_TOKENS_ENV });
});
beforeEach(() => emptyTables(db.pool, 'registry'));
afterAll(async () => {
  await bff?.close();
  await db?.pool.end();
});

const publish = (body: object, team: Parameters<typeof asTeam>[0] = 'booking') => request(bff.server).post('/registry/releases').set(asTeam(team)).send(body);
/** /remotes.json as a browser in `bucket` sees it. */
const discovered = async (bucket: number) => (await request(bff.server).get('/remotes.json').set('Cookie', `tire_mf_bucket=${bucket}`).expect(200)).body;

describe('writes to the registry', () => {
  it('refuses a write without a team token (401), with another team’s (403), and a manifest outside the allowed origins (400)', async () => {
    const unsigned = await request(bff.server)
      .post('/registry/releases')
      .send(releaseBody('booking', 'v1', BOOKING));
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.message).toMatch(/team's registry token/);
    expect(
      (
        await request(bff.server)
          .post('/registry/releases')
          .set({ Authorization: 'Bearer guessed' })
          .send(releaseBody('booking', 'v1', BOOKING))
      ).status,
    ).toBe(401);
    expect((await publish(releaseBody('booking', 'v1', BOOKING), 'shop')).status).toBe(403);
    const elsewhere = await publish(releaseBody('booking', 'v1', 'https://evil.example'));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors[0].path).toBe('manifestUrl');
    expect((await db.pool.query('SELECT count(*)::int AS n FROM "registry".releases')).rows[0].n).toBe(0);
  });

  it('keeps a version immutable: the same files again is a no-op, other files under it are refused', async () => {
    expect((await publish(releaseBody('booking', 'v1', BOOKING))).body.outcome).toBe('published');
    expect((await publish(releaseBody('booking', 'v1', BOOKING))).body.outcome).toBe('already-published');
    // Many files, as a real build has (jsonb stores their keys in an order of its own).
    const names = ['remoteEntry.js', 'a.js', '123.0123456789abcdef.js', 'assets/logo.svg', 'mf-manifest.json'];
    const many = releaseBody('booking', 'v2', BOOKING, {
      files: Object.fromEntries(names.map((file) => [file, releaseBody('booking', file, BOOKING).manifestIntegrity])),
    });
    expect((await publish(many)).body.outcome).toBe('published');
    expect((await publish(many)).body.outcome).toBe('already-published');
    const changed = await publish(
      releaseBody('booking', 'v1', BOOKING, { files: { 'remoteEntry.js': releaseBody('booking', 'v9', BOOKING).files['remoteEntry.js']! } }),
    );
    expect(changed.status).toBe(409);
    expect(changed.body.message).toMatch(/never changed/);
  });

  it('lets one of two concurrent publishes of a remote write and tells the other why', async () => {
    await publish(releaseBody('booking', 'v1', BOOKING));
    const answers = await Promise.all(['v2', 'v3', 'v4', 'v5'].map((version) => publish(releaseBody('booking', version, BOOKING, { deploy: true }))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(200);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/Another change to the booking remote is being written/);
    }
  });
});

describe('what each browser loads', () => {
  it('serves the default version in the frontend-discovery shape, per browser (no-cache, Vary: Cookie), and gives a new browser a bucket', async () => {
    await publish(releaseBody('booking', 'v1', BOOKING));
    const response = await request(bff.server).get('/remotes.json').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/Cookie/);
    expect((response.headers['set-cookie'] as unknown as string[] | undefined)?.join(';')).toMatch(/tire_mf_bucket=\d+;.*HttpOnly/);
    const [booking] = response.body.microFrontends.booking;
    expect(booking).toMatchObject({
      url: `${BOOKING}/v/v1/mf-manifest.json`,
      metadata: { version: 'v1', integrity: expect.stringMatching(/^sha384-/) },
      deployment: { traffic: 100, default: true },
    });
    expect(booking.metadata.files[`${BOOKING}/v/v1/remoteEntry.js`]).toMatch(/^sha384-/);
  });

  it('sends a 30 % canary to the browsers in buckets 0-29 only, the same on every reload; promote and rollback move everyone', async () => {
    await publish(releaseBody('booking', 'v1', BOOKING));
    await publish(releaseBody('booking', 'v2', BOOKING));
    expect((await request(bff.server).post('/registry/booking/canary').set(asTeam('booking')).send({ version: 'v2', percent: 30 })).status).toBe(200);
    const version = async (bucket: number) => (await discovered(bucket)).microFrontends.booking[0].metadata.version;
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the registry is read once a second
    expect([await version(0), await version(29), await version(30), await version(99)]).toEqual(['v2', 'v2', 'v1', 'v1']);
    expect(await version(0)).toBe('v2');

    const another = await request(bff.server).post('/registry/booking/canary').set(asTeam('booking')).send({ version: 'v1', percent: 10 });
    expect(another.status).toBe(409);

    await request(bff.server).post('/registry/booking/rollback').set(asTeam('booking')).send({}).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await version(0)).toBe('v1');

    await request(bff.server).post('/registry/booking/canary').set(asTeam('booking')).send({ version: 'v2', percent: 50 }).expect(200);
    await request(bff.server).post('/registry/booking/promote').set(asTeam('booking')).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect([await version(0), await version(99)]).toEqual(['v2', 'v2']);
    const actions = (await db.pool.query('SELECT action, actor FROM "registry".events ORDER BY id')).rows.map((row) => `${row.action}:${row.actor}`);
    expect(actions).toEqual([
      'published:team:booking',
      'deployed:team:booking',
      'published:team:booking',
      'canary:team:booking',
      'rolled_back:team:booking',
      'canary:team:booking',
      'promoted:team:booking',
    ]);
  });

  it('pins a version in one browser through a signed override link, and refuses a forged one', async () => {
    await publish(releaseBody('booking', 'v1', BOOKING));
    await publish(releaseBody('booking', 'v2', BOOKING));
    const link = await request(bff.server).post('/registry/booking/overrides').set(asTeam('booking')).send({ version: 'v2', minutes: 5 }).expect(200);
    const opened = await request(bff.server).get(link.body.path).expect(303);
    const pin = (opened.headers['set-cookie'] as unknown as string[]).find((line: string) => line.startsWith('tire_mf_override='))!.split(';')[0]!;
    const pinned = (await request(bff.server).get('/remotes.json').set('Cookie', `tire_mf_bucket=99; ${pin}`).expect(200)).body.microFrontends.booking[0];
    expect(pinned.metadata).toMatchObject({ version: 'v2', override: true });
    expect((await discovered(99)).microFrontends.booking[0].metadata.version).toBe('v1');
    const forged = link.body.path.replace(/.$/, (last: string) => (last === 'A' ? 'B' : 'A'));
    expect((await request(bff.server).get(forged)).status).toBe(404);
  });
});

describe('the shell’s beacons and the canary judge', () => {
  it('counts loads by remote, version and outcome, and refuses a malformed beacon with 400', async () => {
    await request(bff.server).post('/remotes/beacon').send({ remote: 'booking', version: 'v1', outcome: 'load_failed', reason: 'integrity' }).expect(204);
    const bad = await request(bff.server).post('/remotes/beacon').send({ remote: 'booking', version: 'v1', outcome: 'exploded' });
    expect(bad.status).toBe(400);
    const metrics = await request(bff.server).get('/metrics');
    expect(metrics.text).toMatch(/remote_loads_total\{remote="booking",version="v1",outcome="load_failed",reason="integrity"\} 1/);
  });
});

describe('the canary judge', () => {
  const rules = { ...DEFAULT_JUDGE_RULES, minSample: 10 };
  const health = (loads: number, failures: number, p75Ms: number | null = 400) => ({ loads, failures, p75Ms });

  it('waits for the minimum sample, then rolls back on a worse failure rate or a slower p75, by the margins', () => {
    expect(verdict(health(9, 9), health(100, 0), rules)).toBeNull();
    expect(verdict(health(20, 1), health(100, 0), rules)).toBeNull();
    expect(verdict(health(20, 5), health(100, 0), rules)).toMatch(/failure rate 25 %/);
    expect(verdict(health(20, 0, 2000), health(100, 0, 400), rules)).toMatch(/load time p75 2000 ms/);
    expect(verdict(health(20, 0, 700), health(100, 0, 400), rules)).toBeNull();
  });

  it('rolls a failing canary back by itself, audited as automatic, and every browser gets the default again', async () => {
    await publish(releaseBody('booking', 'v1', BOOKING));
    await publish(releaseBody('booking', 'v2', BOOKING));
    await request(bff.server).post('/registry/booking/canary').set(asTeam('booking')).send({ version: 'v2', percent: 50 }).expect(200);
    // Ten browsers load it; seven of them then meet a render error (each reports both).
    for (let i = 0; i < 10; i++) {
      await request(bff.server).post('/remotes/beacon').send({ remote: 'booking', version: 'v2', outcome: 'loaded', loadMs: 300 }).expect(204);
      if (i < 7) await request(bff.server).post('/remotes/beacon').send({ remote: 'booking', version: 'v2', outcome: 'render_error' }).expect(204);
    }
    await judgeCanaries(db.pool, createLogger('judge-test'), rules);
    const deployment = (await db.pool.query('SELECT default_version, canary_version FROM "registry".deployments')).rows[0];
    expect(deployment).toEqual({ default_version: 'v1', canary_version: null });
    const last = (await db.pool.query('SELECT action, actor, version, details FROM "registry".events ORDER BY id DESC LIMIT 1')).rows[0];
    expect(last).toMatchObject({
      action: 'auto_rolled_back',
      actor: 'canary-judge',
      version: 'v2',
      details: { reason: expect.stringMatching(/failure rate/) },
    });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await discovered(10)).microFrontends.booking[0].metadata.version).toBe('v1');
  });
});
