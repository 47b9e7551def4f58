import { createServiceApp, finish, type HealthCheck, type Logger } from '@tire/service-kit';

/**
 * The notifications service's HTTP side: /health and /health/ready (Redis) only. E-mail work
 * comes from the queue, not over HTTP. /api/contact is built by a later issue; until then it is
 * an honest 404 JSON from finish(), never a made-up answer.
 */
export function createApp(logger: Logger, readiness: Record<string, HealthCheck> = {}) {
  return finish(createServiceApp(logger, readiness));
}
