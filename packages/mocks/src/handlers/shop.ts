import { http } from 'msw';
import {
  ADMIN_ORDER_ACTIONS,
  ADMIN_ORDERS_MAX,
  adminOrdersQuerySchema,
  cancelMyOrder,
  centsToEuroText,
  chooseOrderFitting,
  createTireOrder,
  earliestDayAfterLead,
  helsinkiDateOf,
  helsinkiInstant,
  LEAD_TIMES_WORKING_DAYS,
  euroTextToCents,
  IDEMPOTENCY_KEY_HEADER,
  listAdminOrders,
  listTireOrders,
  listTireProducts,
  outOfStockMessage,
  updateOrderStatus,
  type AdminOrder,
  type TireOrder,
} from '@tire/contracts';
import type { MockDb } from '../db.js';
import { adminRowOf, api, apiError, contractJson, invalidField, parseBody, simulateLatency, type HandlerOptions } from '../respond.js';

export const shopHandlers = (db: MockDb, options: HandlerOptions = {}) => [
  http.get(api(listTireProducts.path), async () => {
    await simulateLatency(options);
    return contractJson(listTireProducts.response, db.products);
  }),

  http.get(api(listTireOrders.path), async () => {
    await simulateLatency(options);
    if (!db.user) return apiError('unauthorized');
    return contractJson(listTireOrders.response, db.orders);
  }),

  http.post(api(createTireOrder.path), async ({ request }) => {
    await simulateLatency(options);
    if (!db.user) return apiError('unauthorized');
    const body = await parseBody(request, createTireOrder.body);
    if (!body.ok) return body.response;
    // A retry with the same Idempotency-Key gets the first order back, as the catalogue service answers it.
    const key = request.headers.get(IDEMPOTENCY_KEY_HEADER)?.trim() || undefined;
    const fingerprint = JSON.stringify(body.data);
    const earlier = key ? db.replayOrder(db.user.id, key, fingerprint) : undefined;
    if (earlier && 'conflict' in earlier) return apiError('order.idempotencyConflict');
    if (earlier) return contractJson(createTireOrder.response, earlier.order, { status: 201 });
    // The pickup or fitting location, checked against the service locations as the catalogue does.
    const location = body.data.locationId === undefined ? null : db.findLocation(body.data.locationId);
    if (location === undefined) {
      return invalidField('locationId', 'order.unknownLocation');
    }
    const requested = body.data.lines ?? [];
    if (requested.some((line) => !db.products.some((item) => item.id === line.productId))) {
      return apiError('order.productNotFound');
    }
    const lines = requested.map((line) => {
      const product = db.products.find((item) => item.id === line.productId)!;
      return { product, productId: line.productId, quantity: line.quantity, unitPrice: product.price };
    });
    // Priced from the catalogue when lines are given, as the real service does: a client total
    // that disagrees is refused, and so is more than the stock holds.
    const totalCents = lines.length
      ? lines.reduce((sum, line) => sum + euroTextToCents(line.unitPrice) * line.quantity, 0)
      : euroTextToCents(body.data.totalAmount);
    if (lines.length && euroTextToCents(body.data.totalAmount) !== totalCents) {
      return apiError('order.totalMismatch');
    }
    const short = lines.find((line) => line.product.stock < line.quantity);
    if (short) return apiError('order.outOfStock', outOfStockMessage(`${short.product.brand} ${short.product.model} ${short.product.size}`));
    for (const line of lines) line.product.stock -= line.quantity;
    const order = db.createOrder({
      totalAmount: centsToEuroText(totalCents),
      installationRequested: body.data.installationRequested,
      status: 'pending',
      lines: lines.map(({ product, productId, quantity, unitPrice }) => ({
        productId,
        quantity,
        unitPrice,
        name: `${product.brand} ${product.model}`,
        size: product.size,
      })),
      location: location ? { id: location.id, name: location.name, address: location.address ?? null } : null,
      paidAt: null,
      refundStatus: null,
      // Every tire on the shelf (the mock refuses more): fitted after the preparation time, as the catalogue says.
      fittingEarliestDate: body.data.installationRequested ? earliestDayAfterLead(helsinkiDateOf(db.now()), LEAD_TIMES_WORKING_DAYS.orderPreparation) : null,
      fitting: null,
    });
    // Who ordered, as the catalogue keeps it for the admin's list (the customer's answers leave it out).
    Object.assign(order, { userId: db.user.id, email: db.user.email });
    if (key) db.rememberOrder(db.user.id, key, fingerprint, order);
    return contractJson(createTireOrder.response, order, { status: 201 });
  }),

  // The fitting time of an unpaid order with installation, no earlier than its first fitting day (issue 27).
  http.put(api(chooseOrderFitting.path), async ({ request, params }) => {
    await simulateLatency(options);
    if (!db.user) return apiError('unauthorized');
    const body = await parseBody(request, chooseOrderFitting.body);
    if (!body.ok) return body.response;
    const order = db.orders.find((candidate) => candidate.id === Number(params.id));
    if (!order) return apiError('payment.orderNotFound');
    if (order.status !== 'pending' || !order.installationRequested || !order.location || !order.fittingEarliestDate) return apiError('fitting.notFittable');
    if (body.data.date < order.fittingEarliestDate) return invalidField('date', 'fitting.tooEarly');
    const location = db.findLocation(order.location.id);
    order.fitting = {
      reservationId: 900 + order.id,
      trackingCode: `TIRE-FIT${order.id}`,
      locationId: order.location.id,
      locationName: order.location.name,
      locationAddress: order.location.address ?? location?.address ?? null,
      date: body.data.date,
      time: body.data.time,
      startsAt: helsinkiInstant(body.data.date, body.data.time).toISOString(),
      status: 'held',
    };
    return contractJson(chooseOrderFitting.response, { orderId: order.id, fitting: order.fitting, fittingEarliestDate: order.fittingEarliestDate });
  }),

  // The customer cancels their own order before it is ready: its fitting goes with it.
  http.post(api(cancelMyOrder.path), async ({ params }) => {
    await simulateLatency(options);
    if (!db.user) return apiError('unauthorized');
    const order = db.orders.find((candidate) => candidate.id === Number(params.id));
    if (!order) return apiError('payment.orderNotFound');
    if (order.status !== 'pending' && order.status !== 'paid') return apiError('order.illegalTransition');
    order.refundStatus = order.status === 'paid' ? 'refund_pending' : null;
    order.status = 'cancelled';
    if (order.fitting) order.fitting = { ...order.fitting, status: 'cancelled' };
    return contractJson(cancelMyOrder.response, order);
  }),
];

/**
 * An order as the admin list answers it. A test may put AdminOrder objects in db.orders (an
 * AdminOrder is a TireOrder); fields it leaves out are derived as the catalogue would have them.
 */
export function adminOrderView(db: MockDb, order: TireOrder): AdminOrder {
  const extra = order as Partial<AdminOrder>;
  return {
    ...order,
    userId: extra.userId ?? db.user?.id ?? 'user-1',
    email: extra.email ?? null,
    totalCents: extra.totalCents ?? euroTextToCents(order.totalAmount),
    lastPaymentError: extra.lastPaymentError ?? null,
    refundCents: extra.refundCents ?? null,
    updatedAt: extra.updatedAt ?? order.createdAt,
  };
}

/**
 * The admin's order calls as the catalogue answers them: the list newest first, of some statuses
 * (`status=paid,ready`), one page with X-Total-Count; status moves along the lifecycle (409 with
 * the service's message otherwise); cancelling a paid order owes its refund (refund_pending).
 * `refusal` answers 401/403 for anyone but an administrator.
 */
export const adminOrderHandlers = (db: MockDb, options: HandlerOptions, refusal: () => Response | undefined) => [
  http.get(api(listAdminOrders.path), async ({ request }) => {
    await simulateLatency(options);
    const refused = refusal();
    if (refused) return refused;
    const query = adminOrdersQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return apiError('validation', 'Invalid query');
    const { status, limit = ADMIN_ORDERS_MAX, page = 1 } = query.data;
    const matching = db.orders
      .filter((order) => !status || status.includes(order.status))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    const pageOf = matching.slice((page - 1) * limit, page * limit).map((order) => adminOrderView(db, order));
    return contractJson(listAdminOrders.response, pageOf, { headers: { 'X-Total-Count': String(matching.length) } });
  }),

  http.patch(api(updateOrderStatus.path), async ({ request, params }) => {
    await simulateLatency(options);
    const order = adminRowOf(refusal, db.orders, params.id, 'payment.orderNotFound');
    if (order instanceof Response) return order;
    const body = await parseBody(request, updateOrderStatus.body);
    if (!body.ok) return body.response;
    const to = body.data.status;
    if (!ADMIN_ORDER_ACTIONS[order.status].includes(to)) return apiError('order.illegalTransition');
    const wasPaid = Boolean(order.paidAt);
    if (to === 'cancelled' && order.status !== 'fitted' && order.status !== 'picked_up') {
      for (const line of order.lines ?? []) {
        const product = db.products.find((item) => item.id === line.productId);
        if (product) product.stock += line.quantity;
      }
    }
    order.status = to;
    if (to === 'cancelled') {
      order.holdExpiresAt = null;
      if (wasPaid) order.refundStatus = 'refund_pending';
    }
    Object.assign(order, { updatedAt: db.now().toISOString() });
    return contractJson(updateOrderStatus.response, adminOrderView(db, order));
  }),
];
