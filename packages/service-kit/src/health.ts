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

/** GET /health/ready: 200 when every check passes, 503 while one fails or the process drains. */
export function readiness(checks: Record<string, HealthCheck>): RequestHandler {
  return async (_req, res) => {
    if (draining) {
      res.setHeader('Cache-Control', 'no-store');
      res.status(503).json({ status: 'draining', checks: {} });
      return;
    }
    const { ok, body } = await readinessReport(checks);
    res.setHeader('Cache-Control', 'no-store');
    res.status(ok ? 200 : 503).json(body);
  };
}
