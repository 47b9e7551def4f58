import { createServiceApp, finish, type HealthCheck, type Logger } from '@tire/service-kit';
import type { SaveContactMessage } from './domain/receive-contact-message.js';
import { contactRoutes } from './entry-points/http/contact-routes.js';

export interface AppDeps {
  /** Stores a contact message with its e-mail event (absent: the service only sends e-mail). */
  saveContactMessage?: SaveContactMessage;
}

/**
 * The notifications service's HTTP side: /health, /health/ready and POST /api/contact. E-mail
 * work itself comes from the queue, not over HTTP.
 */
export function createApp(logger: Logger, readiness: Record<string, HealthCheck> = {}, deps: AppDeps = {}) {
  const app = createServiceApp(logger, readiness, { service: 'notifications' });
  if (deps.saveContactMessage) app.use(contactRoutes(deps.saveContactMessage));
  return finish(app);
}
