import { createServiceApp, finish, type Logger } from '@tire/service-kit';

/**
 * The notifications service: outgoing e-mail (BullMQ worker, nodemailer) and contact messages: /api/contact.
 * Not built yet: the notifications issue (outbox relay, BullMQ worker, e-mail in the customer's language) builds it. Until then it answers only /health and /health/ready;
 * every /api call is an honest 404 JSON from finish(), never a made-up business answer.
 */
export function createApp(logger: Logger) {
  return finish(createServiceApp(logger));
}
