import type { RequestHandler } from 'express';

/**
 * Health as Kubernetes asks for it. Liveness (/health/live, and /health as before): the process
 * answers; no dependency is asked, so a database outage never gets pods restarted. Readiness
 * (/health/ready): the dependencies answer and the process is not draining; a 503 takes it out
 * of the load balancer.
 */
let draining = false;

/** True once a SIGTERM/SIGINT started the drain (readiness answers 503 from then on). */
export const isDraining = () => draining;

/** Marks the process as draining (serve() does it on SIGTERM/SIGINT; tests may too). */
export function setDraining(value = true) {
  draining = value;
}

export interface HealthCheck {
  (): Promise<void>;
}

/** GET /health/live and /health: the process is alive. */
export const liveness: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ status: 'ok' });
};

/** Runs the checks in parallel; every result is reported, and any failure (or draining) is a 503. */
export async function readinessReport(checks: Record<string, HealthCheck>) {
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await check();
        return [name, 'ok'] as const;
      } catch (error) {
        return [name, error instanceof Error ? error.message : 'failed'] as const;
      }
    }),
  );
  const ok = !draining && results.every(([, result]) => result === 'ok');
  return {
    ok,
    body: { status: draining ? 'draining' : ok ? 'ok' : 'unavailable', checks: Object.fromEntries(results) },
  };
}

/** How long one round of readiness checks answers every /health/ready (1 s). */
export const READINESS_CACHE_MS = 1_000;

/**
 * GET /health/ready: 200 when every check passes, 503 while one fails or the process drains.
 * One round of checks (the BFF's asks every service and Redis) answers every request for
 * `cacheMs`, and requests during a round wait for it: the path is open (the BFF's faces the
 * internet), so a flood of probes must not become a flood of calls to every dependency. A
 * drain is answered at once, never from the cache.
 */
export function readiness(checks: Record<string, HealthCheck>, { cacheMs = READINESS_CACHE_MS }: { cacheMs?: number } = {}): RequestHandler {
  let round: { startedAt: number; report: ReturnType<typeof readinessReport> } | undefined;
  return async (_req, res) => {
    if (draining) {
      res.setHeader('Cache-Control', 'no-store');
      res.status(503).json({ status: 'draining', checks: {} });
      return;
    }
    const now = Date.now();
    if (!round || now - round.startedAt >= cacheMs) round = { startedAt: now, report: readinessReport(checks) };
    const { ok, body } = await round.report;
    res.setHeader('Cache-Control', 'no-store');
    res.status(ok ? 200 : 503).json(body);
  };
}
