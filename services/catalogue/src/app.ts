import { createServiceApp, finish, type Logger } from '@tire/service-kit';

/**
 * The catalogue service: tire products (the shop's catalogue) and tire orders: /api/tire-products, /api/tire-orders.
 * Not built yet: the catalogue issue (products + orders, prices in cents from the server's own catalogue) builds it. Until then it answers only /health and /health/ready;
 * every /api call is an honest 404 JSON from finish(), never a made-up business answer.
 */
export function createApp(logger: Logger) {
  return finish(createServiceApp(logger));
}
