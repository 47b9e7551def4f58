import { createServiceApp, finish, type Logger } from '@tire/service-kit';

/**
 * The accounts service: users, sign-up and one-time e-mail login codes, profiles: /api/auth/*, /api/profile/*.
 * Not built yet: the accounts issue (users, login codes, and the BFF's sessions) builds it. Until then it answers only /health and /health/ready;
 * every /api call is an honest 404 JSON from finish(), never a made-up business answer.
 */
export function createApp(logger: Logger) {
  return finish(createServiceApp(logger));
}
