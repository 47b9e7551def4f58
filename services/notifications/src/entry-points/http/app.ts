import { createServiceApp, finish, type HealthCheck, type Logger } from '@tire/service-kit';
import type { Express } from 'express';
import type { SaveContactMessage } from '../../domain/receive-contact-message.js';
import type { PersonalDataDeps } from '../../domain/personal-data.js';
import { contactRoutes } from './contact-routes.js';
import { personalDataRoutes } from './personal-data-routes.js';

/** What the HTTP side is given by createNotificationsService. */
export interface NotificationsAppDeps {
  logger: Logger;
  /** What /health/ready asks (the database, and Redis while the worker runs). */
  readiness: Record<string, HealthCheck>;
  /** Stores a contact message with its e-mail event. */
  saveContactMessage: SaveContactMessage;
  /** A person's own data: their download, their last e-mail and their erasure. */
  personalData: PersonalDataDeps;
}

/**
 * The notifications service's HTTP side: /health, /health/ready, POST /api/contact and the BFF's
 * calls about a person's own data (/internal/personal-data...). E-mail
 * work itself comes from the queue, not over HTTP.
 */
export function createNotificationsApp({ logger, readiness, saveContactMessage, personalData }: NotificationsAppDeps): Express {
  const app = createServiceApp(logger, readiness, { service: 'notifications' });
  app.use(contactRoutes(saveContactMessage));
  app.use(personalDataRoutes(personalData));
  return finish(app);
}
