import { createServiceApp, finish, type HealthCheck, type Logger } from '@tire/service-kit';
import type { SaveContactMessage } from '../../domain/receive-contact-message.js';
import { contactRoutes } from './contact-routes.js';

export interface NotificationsAppOptions {
  logger: Logger;
  /** What /health/ready asks (Redis, the database). */
  readiness?: Record<string, HealthCheck>;
  /** Stores a contact message with its e-mail event (absent: the service only sends e-mail). */
  saveContactMessage?: SaveContactMessage;
}

/**
 * The notifications service's HTTP side: /health, /health/ready and POST /api/contact. E-mail
 * work itself comes from the queue, not over HTTP.
 */
export function createNotificationsApp({ logger, readiness = {}, saveContactMessage }: NotificationsAppOptions) {
  const app = createServiceApp(logger, readiness, { service: 'notifications' });
  if (saveContactMessage) app.use(contactRoutes(saveContactMessage));
  return { app: finish(app) };
}
