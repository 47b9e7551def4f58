import { randomInt } from 'node:crypto';
import {
  canaryBodySchema,
  overrideBodySchema,
  publishReleaseBodySchema,
  REGISTRY_PATHS as P,
  REMOTE_NAMES,
  remoteBeaconSchema,
  rollbackBodySchema,
  errorBody,
  type DiscoveryDocument,
} from '@tire/contracts';
import { HttpError, metricsRegistry, type Logger } from '@tire/service-kit';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { Counter, Histogram } from 'prom-client';
import type pg from 'pg';
import type { z } from 'zod';
import { requestCookie } from '../middleware/request-cookie.js';
import { discoveryFor, type BrowserOverride } from './discovery.js';
import { signOverride, verifyOverride } from './override-token.js';
import {
  findRelease,
  promoteCanary,
  publishRelease,
  readRegistry,
  recordOverrideIssued,
  registryStatus,
  rollBack,
  startCanary,
  type RegistryState,
} from './registry-store.js';
import { assertTeamOwns, teamOf, type TeamTokenDigests } from './team-tokens.js';

export const BUCKET_COOKIE = 'tire_mf_bucket';
export const OVERRIDE_COOKIE = 'tire_mf_override';

export interface RegistryOptions {
  pool: pg.Pool;
  production: boolean;
  /** REMOTE_ORIGINS: where a release's manifest may live (production: https only). */
  remoteOrigins: string[];
  teamTokens: TeamTokenDigests;
  /** Signs override links (derived from the session secret). */
  overrideKey: string;
  logger: Logger;
  /** How long one reading of the registry serves every browser (ms). */
  cacheMs?: number;
  /** Per-client limit of beacons (a flood must not fill the reports table). */
  beaconLimit?: RequestHandler;
  now?: () => Date;
}

const remoteLoads = new Counter({
  name: 'remote_loads_total',
  help: 'Loads of a remote in the shell, by remote, version and outcome (loaded, load_failed, render_error) and why it failed.',
  labelNames: ['remote', 'version', 'outcome', 'reason'] as const,
  registers: [metricsRegistry],
});
const remoteLoadSeconds = new Histogram({
  name: 'remote_load_seconds',
  help: 'Time from asking for a remote to its pages being ready, as the browser measured it.',
  labelNames: ['remote', 'version'] as const,
  buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 16],
  registers: [metricsRegistry],
});

/** A body as its schema reads it, or the contract's one 400 shape (toValidationError). */
function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw HttpError.fromZod(result.error);
  }
  return result.data;
}

const remoteParam = (req: Request) => {
  const remote = String(req.params.remote);
  if (!(REMOTE_NAMES as readonly string[]).includes(remote)) throw HttpError.saying('notFound', `No remote named ${remote}`);
  return remote;
};

/**
 * The registry's HTTP side: GET /remotes.json per browser (sticky canary bucket, override pin),
 * the shell's beacons, override links, and the teams' writes (a token per team, audited).
 */
export function createRegistry(options: RegistryOptions) {
  const now = options.now ?? (() => new Date());
  const cacheMs = options.cacheMs ?? 1000;
  let cached: { at: number; state: Promise<RegistryState> } | undefined;
  const current = (): Promise<RegistryState> => {
    if (!cached || Date.now() - cached.at > cacheMs) {
      const state = readRegistry(options.pool);
      cached = { at: Date.now(), state };
      state.catch(() => (cached = undefined));
    }
    return cached.state;
  };
  const forget = () => (cached = undefined);

  const cookie = (res: Response, name: string, value: string, maxAgeMs: number) =>
    res.cookie(name, value, { httpOnly: true, sameSite: 'lax', secure: options.production, path: '/', maxAge: maxAgeMs });

  /** This browser's bucket (0-99), given on its first visit and kept a year. */
  function bucketOf(req: Request, res: Response): number {
    const known = Number(requestCookie(req, BUCKET_COOKIE));
    if (Number.isInteger(known) && known >= 0 && known < 100) return known;
    const bucket = randomInt(100);
    cookie(res, BUCKET_COOKIE, String(bucket), 365 * 24 * 3600_000);
    return bucket;
  }

  async function overrideOf(req: Request): Promise<BrowserOverride | undefined> {
    const pin = verifyOverride(options.overrideKey, requestCookie(req, OVERRIDE_COOKIE), now());
    if (!pin) return undefined;
    if (pin.devUrl) return options.production ? undefined : { remote: pin.remote, devUrl: pin.devUrl };
    const release = pin.version ? await findRelease(options.pool, pin.remote, pin.version) : undefined;
    return release ? { remote: pin.remote, release } : undefined;
  }

  /** What this browser loads (also the shell's preload hints). */
  async function discoveryOf(req: Request, res: Response): Promise<DiscoveryDocument> {
    return discoveryFor(await current(), bucketOf(req, res), await overrideOf(req));
  }

  const router = Router();
  const json = express.json({ limit: '512kb' });
  const write =
    (handler: (req: Request, team: string) => Promise<unknown>): RequestHandler =>
    async (req, res, next) => {
      try {
        if (!Object.keys(options.teamTokens).length) throw HttpError.saying('serviceUnavailable', 'Registry writes are not configured (REGISTRY_TEAM_TOKENS)');
        const team = teamOf(req, options.teamTokens);
        const answer = await handler(req, team);
        forget();
        res.status(200).json(answer);
      } catch (error) {
        next(error);
      }
    };

  /** A write to one remote (`:remote` in the path), by the team that owns it. */
  const writeRemote = (handler: (req: Request, team: string, remote: string) => Promise<unknown>) =>
    write((req, team) => {
      const remote = remoteParam(req);
      assertTeamOwns(team, remote);
      return handler(req, team, remote);
    });

  router.get(P.discovery, async (req, res, next) => {
    try {
      res.setHeader('Cache-Control', 'no-cache');
      res.vary('Cookie');
      res.json(await discoveryOf(req, res));
    } catch (error) {
      req.log.error({ err: error }, 'remotes registry unavailable');
      if (!res.headersSent) res.status(503).json({ ...errorBody('serviceUnavailable', 'Remotes registry unavailable'), errors: [] });
      else next(error);
    }
  });

  router.post(P.beacon, ...(options.beaconLimit ? [options.beaconLimit] : []), express.json({ limit: '2kb' }), async (req, res, next) => {
    try {
      const beacon = parsed(remoteBeaconSchema, req.body);
      remoteLoads.inc({ remote: beacon.remote, version: beacon.version, outcome: beacon.outcome, reason: beacon.reason ?? '' });
      if (beacon.loadMs !== undefined && beacon.outcome === 'loaded')
        remoteLoadSeconds.observe({ remote: beacon.remote, version: beacon.version }, beacon.loadMs / 1000);
      await options.pool.query('INSERT INTO "registry".load_reports (remote, version, outcome, reason, load_ms) VALUES ($1, $2, $3, $4, $5)', [
        beacon.remote,
        beacon.version,
        beacon.outcome,
        beacon.reason ?? null,
        beacon.loadMs ?? null,
      ]);
      res.status(204).end();
    } catch (error) {
      next(error);
    }
  });

  // An override link: pins the remote in this browser (cookie until the link expires), then the site.
  router.get(P.override, (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : undefined;
    const pin = verifyOverride(options.overrideKey, token, now());
    if (!pin || (pin.devUrl && options.production)) {
      res.status(404).type('text/plain').send('This override link is not valid (expired or forged).');
      return;
    }
    cookie(res, OVERRIDE_COOKIE, token!, pin.exp * 1000 - now().getTime());
    res.redirect(303, '/');
  });
  router.post(P.clearOverride, (_req, res) => {
    res.clearCookie(OVERRIDE_COOKIE, { path: '/' });
    res.status(204).end();
  });

  router.post(
    P.releases,
    json,
    write(async (req, team) => {
      const release = parsed(publishReleaseBodySchema, req.body);
      assertTeamOwns(team, release.remote);
      assertAllowedOrigin(release.manifestUrl, options);
      const outcome = await publishRelease(options.pool, release, `team:${team}`);
      return { remote: release.remote, version: release.version, outcome };
    }),
  );
  router.get(
    P.status,
    write(async () => registryStatus(options.pool)),
  );
  router.post(
    P.canary,
    json,
    writeRemote(async (req, team, remote) => {
      const { version, percent } = parsed(canaryBodySchema, req.body);
      await startCanary(options.pool, remote, version, percent, `team:${team}`);
      return { remote, canary: version, percent };
    }),
  );
  router.post(
    P.promote,
    writeRemote(async (_req, team, remote) => {
      return { remote, default: await promoteCanary(options.pool, remote, `team:${team}`) };
    }),
  );
  router.post(
    P.rollback,
    json,
    writeRemote(async (req, team, remote) => {
      const body = parsed(rollbackBodySchema, req.body ?? {});
      return { remote, default: await rollBack(options.pool, remote, { ...body, actor: `team:${team}` }) };
    }),
  );
  router.post(
    P.overrides,
    json,
    writeRemote(async (req, team, remote) => {
      const body = parsed(overrideBodySchema, req.body ?? {});
      if (!body.version === !body.devUrl)
        throw HttpError.saying('validation', 'Give a version or a devUrl', { errors: [{ path: 'version', message: 'Give a version or a devUrl' }] });
      if (body.devUrl && options.production)
        throw HttpError.saying('validation', 'A development server cannot be pinned in production', {
          errors: [{ path: 'devUrl', message: 'Not in production' }],
        });
      if (body.version && !(await findRelease(options.pool, remote, body.version)))
        throw HttpError.saying('notFound', `${remote} ${body.version} is not published`);
      const exp = Math.floor(now().getTime() / 1000) + body.minutes * 60;
      const token = signOverride(options.overrideKey, { remote, ...(body.version ? { version: body.version } : { devUrl: body.devUrl }), exp });
      await recordOverrideIssued(options.pool, remote, body.version ?? body.devUrl!, `team:${team}`);
      return { path: `${P.override}?token=${token}`, expiresAt: new Date(exp * 1000).toISOString() };
    }),
  );

  return { router, discoveryOf };
}

/** A release's manifest must live on an allow-listed origin (production: https). */
function assertAllowedOrigin(manifestUrl: string, options: Pick<RegistryOptions, 'remoteOrigins' | 'production'>) {
  const origin = new URL(manifestUrl).origin;
  const problem = !options.remoteOrigins.includes(origin)
    ? `${origin} is not an allowed remote origin (REMOTE_ORIGINS)`
    : options.production && !origin.startsWith('https://')
      ? 'A production remote is served over https'
      : null;
  if (problem) throw HttpError.saying('validation', problem, { errors: [{ path: 'manifestUrl', message: problem }] });
}
