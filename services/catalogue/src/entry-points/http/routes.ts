import {
  cancelMyOrder,
  chooseOrderFitting,
  createTireOrder,
  getInternalOrder,
  IDEMPOTENCY_KEY_HEADER,
  listAdminOrders,
  listOrdersByEmail,
  LIST_PAGE_HEADERS,
  listTireOrders,
  listTireProducts,
  markOrderPaid as markOrderPaidCall,
  markOrderPaymentFailed as markOrderPaymentFailedCall,
  reportOrderRefund,
  updateOrderStatus,
} from '@tire/contracts';
import { callerOf, mountCall, parseIdempotencyKey, requireAdmin, requireSignedIn, type Logger } from '@tire/service-kit';
import { Router } from 'express';
import type { OrderLimits } from '../../config.js';
import type { Prisma } from '../../data-access/database.js';
import type { LocationDirectory } from '../../data-access/service-locations-client.js';
import type { FittingsClient } from '../../data-access/fittings-client.js';
import { cancelOwnOrder, chooseFitting } from '../../domain/order-fitting.js';
import { changeOrderStatus, listOrdersForAdmin } from '../../domain/admin-orders.js';
import { adminActor } from '../../domain/order-lifecycle.js';
import { recordOrderRefund } from '../../domain/order-money.js';
import { getOrderForPayment, markOrderPaid, markOrderPaymentFailed } from '../../domain/order-payment.js';
import { placeOrder } from '../../domain/place-order.js';
import { listProducts, ordersOf, ordersOfEmail } from '../../domain/shop-reads.js';

export interface RouteDeps {
  prisma: Prisma;
  now: () => Date;
  logger?: Logger;
  locations: LocationDirectory;
  /** The reservations service's order fittings (a fitting time held for an order with installation). */
  fittings: FittingsClient;
  /** The order rules from the service's settings (ORDER_HOLD_MINUTES, MAX_PENDING_ORDERS, MAX_PENDING_TIRES). */
  holdMinutes: number;
  limits: OrderLimits;
}

/** A customer's own calls: 401 without a session, before any input is read (a guest learns nothing about the cart or the prices). */
const signedIn = { authorize: requireSignedIn };

/** The public paths, answered as the BFF proxies them one to one (identity in IDENTITY_HEADERS). */
export function publicRoutes(deps: RouteDeps) {
  const router = Router();

  mountCall(router, listTireProducts, () => listProducts(deps.prisma));

  mountCall(router, listTireOrders, ({ who }) => ordersOf(deps, who.userId), signedIn);

  mountCall(
    router,
    createTireOrder,
    async ({ who, body, req, res }) => {
      const idempotencyKey = parseIdempotencyKey(req.headers[IDEMPOTENCY_KEY_HEADER]);
      const answer = await placeOrder(deps, { input: body, rawBody: req.body, caller: who, idempotencyKey });
      if (answer.replayed) res.setHeader('idempotent-replayed', 'true');
      res.status(answer.status);
      return answer.body;
    },
    signedIn,
  );

  // The fitting time of the customer's own unpaid order with installation, held like any booking.
  // The customer's own cancellation of an order not yet ready: tires back, fitting freed, refunded in full.
  mountCall(router, cancelMyOrder, ({ who, params }) => cancelOwnOrder(deps, who.userId, params.id), signedIn);
  mountCall(router, chooseOrderFitting, ({ who, params, body }) => chooseFitting(deps, who.userId, params.id, body), signedIn);

  return router;
}

/**
 * Paths only the payments service calls: each refuses any other part's token (`from`), the BFF's
 * included; the BFF never proxies /internal (its route table names only /api paths), so browsers
 * cannot mark an order paid.
 */
export function internalRoutes(deps: RouteDeps) {
  const router = Router();
  // A path id that is not a positive integer column value names no order: 404, as an unknown id.
  const byId = { from: ['payments'], notFound: 'payment.orderNotFound' } as const;

  // The BFF alone (the default `from`), for a live e-mail access link ("my bookings"): the address
  // comes from its signed token (the link's proven identity), nothing from the request. Mounted before
  // the /internal/orders/:id paths, which would read 'by-email' as an id.
  mountCall(router, listOrdersByEmail, ({ who }) => ordersOfEmail(deps, who.email), { authorize: callerOf, noStore: true });

  mountCall(router, getInternalOrder, ({ params }) => getOrderForPayment(deps, params.id), byId);

  mountCall(router, markOrderPaidCall, ({ params, body }) => markOrderPaid(deps, params.id, { amountCents: body.amountCents }), byId);

  mountCall(router, markOrderPaymentFailedCall, ({ params, body }) => markOrderPaymentFailed(deps, params.id, body.message), byId);

  // The payments service reports the state of an order's refund (money follows the order).
  mountCall(router, reportOrderRefund, ({ params, body }) => recordOrderRefund(deps, params.id, body), byId);

  return router;
}

/** The administrator's order calls; each one answers 401 without an identity and 403 to non-admins, before any input is read. */
export function adminRoutes(deps: RouteDeps) {
  const router = Router();
  const admin = { authorize: requireAdmin };

  /** One page of the orders, newest first, of some statuses or all; the (bounded) total and the next page's cursor go in headers. */
  mountCall(
    router,
    listAdminOrders,
    async ({ query, res }) => {
      const { orders, total, totalBounded, nextCursor } = await listOrdersForAdmin(deps, query);
      res.setHeader(LIST_PAGE_HEADERS.total, String(total));
      if (totalBounded) res.setHeader(LIST_PAGE_HEADERS.totalBounded, 'true');
      if (nextCursor) res.setHeader(LIST_PAGE_HEADERS.nextCursor, nextCursor);
      return orders;
    },
    admin,
  );

  mountCall(router, updateOrderStatus, ({ who, params, body }) => changeOrderStatus(deps, params.id, body.status, adminActor(who.userId)), {
    ...admin,
    notFound: 'payment.orderNotFound',
  });

  return router;
}
