import {
  adminOrdersQuerySchema,
  createTireOrderBodySchema,
  listAdminOrders,
  orderRefundStateBodySchema,
  reportOrderRefund,
  updateOrderStatus,
  updateOrderStatusBodySchema,
  idSchema,
  IDEMPOTENCY_KEY_HEADER,
  markOrderPaidBodySchema,
  markOrderPaymentFailedBodySchema,
} from '@tire/contracts';
import { callerOf, HttpError, parseIdempotencyKey, type Logger } from '@tire/service-kit';
import { Router } from 'express';
import type { z } from 'zod';
import type { Prisma } from '../../data-access/database.js';
import type { LocationDirectory } from '../../data-access/service-locations-client.js';
import { changeOrderStatus, listOrdersForAdmin } from '../../domain/admin-orders.js';
import { adminActor } from '../../domain/order-lifecycle.js';
import { recordOrderRefund } from '../../domain/order-money.js';
import { getOrderForPayment, markOrderPaid, markOrderPaymentFailed } from '../../domain/order-payment.js';
import { placeOrder } from '../../domain/place-order.js';
import { toTireOrder, toTireProduct } from '../../domain/views.js';
import { requireAdmin } from './admin-caller.js';

export interface RouteDeps {
  prisma: Prisma;
  now: () => Date;
  logger?: Logger;
  locations: LocationDirectory;
}

const parse = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw HttpError.fromZod(parsed.error);
  return parsed.data;
};

/** The public paths, answered as the BFF proxies them one to one (identity in IDENTITY_HEADERS). */
export function publicRoutes(deps: RouteDeps) {
  const router = Router();

  router.get('/api/tire-products', async (_req, res) => {
    const rows = await deps.prisma.product.findMany({ orderBy: { id: 'asc' } });
    res.json(rows.map(toTireProduct));
  });

  router.get('/api/tire-orders', async (req, res) => {
    const { userId } = callerOf(req);
    if (!userId) throw HttpError.unauthorized();
    const rows = await deps.prisma.order.findMany({
      where: { userId },
      include: { lines: { include: { product: true } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    res.json(rows.map(toTireOrder));
  });

  router.post('/api/tire-orders', async (req, res) => {
    const caller = callerOf(req);
    // Who is asking comes first: a guest learns nothing about the cart or the prices.
    if (!caller.userId) throw HttpError.unauthorized();
    const idempotencyKey = parseIdempotencyKey(req.headers[IDEMPOTENCY_KEY_HEADER]);
    const input = parse(createTireOrderBodySchema, req.body);
    const answer = await placeOrder(deps, { input, rawBody: req.body, caller, idempotencyKey });
    if (answer.replayed) res.setHeader('idempotent-replayed', 'true');
    res.status(answer.status).json(answer.body);
  });

  return router;
}

/** The path's order id; anything but a positive integer column value reads as NaN (404). */
const orderId = (value: unknown) => {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : Number.NaN;
};

/**
 * Paths only the payments service calls; the BFF never proxies /internal (its route table
 * names only /api paths), so browsers cannot mark an order paid.
 */
export function internalRoutes(deps: RouteDeps) {
  const router = Router();

  router.get('/internal/orders/:id', async (req, res) => {
    res.json(await getOrderForPayment(deps, orderId(req.params.id)));
  });

  router.post('/internal/orders/:id/paid', async (req, res) => {
    const { amountCents } = parse(markOrderPaidBodySchema, req.body);
    res.json(await markOrderPaid(deps, orderId(req.params.id), { amountCents }));
  });

  router.post('/internal/orders/:id/payment-failed', async (req, res) => {
    const { message } = parse(markOrderPaymentFailedBodySchema, req.body);
    res.json(await markOrderPaymentFailed(deps, orderId(req.params.id), message));
  });

  // The payments service reports the state of an order's refund (money follows the order).
  router.post(reportOrderRefund.path, async (req, res) => {
    const report = parse(orderRefundStateBodySchema, req.body);
    res.json(await recordOrderRefund(deps, orderId(req.params.id), report));
  });

  return router;
}

/** The administrator's order calls; each one answers 401 without an identity and 403 to non-admins. */
export function adminRoutes(deps: RouteDeps) {
  const router = Router();

  /** One page of the orders, newest first, of some statuses or all; the total goes in X-Total-Count. */
  router.get(listAdminOrders.path, async (req, res) => {
    requireAdmin(req);
    const query = parse(adminOrdersQuerySchema, req.query);
    const { orders, total } = await listOrdersForAdmin(deps, query);
    res.setHeader('X-Total-Count', String(total));
    res.json(orders);
  });

  router.patch(updateOrderStatus.path, async (req, res) => {
    const admin = requireAdmin(req);
    const { status } = parse(updateOrderStatusBodySchema, req.body);
    res.json(await changeOrderStatus(deps, orderId(req.params.id), status, adminActor(admin.userId)));
  });

  return router;
}
