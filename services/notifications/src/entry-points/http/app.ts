import { createServiceApp, finish, type HealthCheck, type Logger } from '@tire/service-kit';
import type { Express } from 'express';
import type { SaveContactMessage } from '../../domain/receive-contact-message.js';
import { contactRoutes } from './contact-routes.js';

/** What the HTTP side is given by createNotificationsService. */
export interface NotificationsAppDeps {
  logger: Logger;
  /** What /health/ready asks (the database, and Redis while the worker runs). */
  readiness: Record<string, HealthCheck>;
  /** Stores a contact message with its e-mail event. */
  saveContactMessage: SaveContactMessage;
}

/**
 * The notifications service's HTTP side: /health, /health/ready and POST /api/contact. E-mail
 * work itself comes from the queue, not over HTTP.
 */
export function createNotificationsApp({ logger, readiness, saveContactMessage }: NotificationsAppDeps): Express {
  const app = createServiceApp(logger, readiness, { service: 'notifications' });
  app.use(contactRoutes(saveContactMessage));
  return finish(app);
}
