import { http } from 'msw';
import {
  centsToEuroText,
  createTireOrder,
  euroTextToCents,
  IDEMPOTENCY_KEY_HEADER,
  listTireOrders,
  listTireProducts,
  ORDER_MESSAGES,
  outOfStockMessage,
} from '@tire/contracts';
import type { MockDb } from '../db.js';
import { api, apiError, contractJson, parseBody, simulateLatency, type HandlerOptions } from '../respond.js';

export const shopHandlers = (db: MockDb, options: HandlerOptions = {}) => [
  http.get(api(listTireProducts.path), async () => {
    await simulateLatency(options);
    return contractJson(listTireProducts.response, db.products);
  }),

  http.get(api(listTireOrders.path), async () => {
    await simulateLatency(options);
    if (!db.user) return apiError(401, 'Unauthorized');
    return contractJson(listTireOrders.response, db.orders);
  }),

  http.post(api(createTireOrder.path), async ({ request }) => {
    await simulateLatency(options);
    if (!db.user) return apiError(401, 'Unauthorized');
    const body = await parseBody(request, createTireOrder.body);
    if (!body.ok) return body.response;
    // A retry with the same Idempotency-Key gets the first order back, as the catalogue service answers it.
    const key = request.headers.get(IDEMPOTENCY_KEY_HEADER)?.trim() || undefined;
    const fingerprint = JSON.stringify(body.data);
    const earlier = key ? db.replayOrder(db.user.id, key, fingerprint) : undefined;
    if (earlier && 'conflict' in earlier) return apiError(409, ORDER_MESSAGES.idempotencyConflict);
    if (earlier) return contractJson(createTireOrder.response, earlier.order, { status: 201 });
    // The pickup or fitting location, checked against the service locations as the catalogue does.
    const location = body.data.locationId === undefined ? null : db.findLocation(body.data.locationId);
    if (location === undefined) {
      return apiError(400, { message: ORDER_MESSAGES.unknownLocation, errors: [{ path: 'locationId', message: ORDER_MESSAGES.unknownLocation }] });
    }
    const requested = body.data.lines ?? [];
    if (requested.some((line) => !db.products.some((item) => item.id === line.productId))) {
      return apiError(409, ORDER_MESSAGES.productNotFound);
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
      return apiError(409, ORDER_MESSAGES.totalMismatch);
    }
    const short = lines.find((line) => line.product.stock < line.quantity);
    if (short) return apiError(409, outOfStockMessage(`${short.product.brand} ${short.product.model} ${short.product.size}`));
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
    });
    if (key) db.rememberOrder(db.user.id, key, fingerprint, order);
    return contractJson(createTireOrder.response, order, { status: 201 });
  }),
];
