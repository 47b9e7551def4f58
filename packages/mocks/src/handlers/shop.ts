import { http } from 'msw';
import { centsToEuroText, createTireOrder, euroTextToCents, listTireOrders, listTireProducts, ORDER_MESSAGES } from '@tire/contracts';
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
    const lines = (body.data.lines ?? []).map((line) => {
      const product = db.products.find((item) => item.id === line.productId);
      return { productId: line.productId, quantity: line.quantity, unitPrice: product?.price ?? '0.00' };
    });
    if (lines.some((line) => !db.products.some((item) => item.id === line.productId))) {
      return apiError(400, ORDER_MESSAGES.emptyCart);
    }
    // Priced from the catalogue when lines are given, as the real service does.
    const totalCents = lines.length
      ? lines.reduce((sum, line) => sum + euroTextToCents(line.unitPrice) * line.quantity, 0)
      : euroTextToCents(body.data.totalAmount);
    const order = db.createOrder({
      totalAmount: centsToEuroText(totalCents),
      installationRequested: body.data.installationRequested,
      status: 'pending',
      lines,
    });
    return contractJson(createTireOrder.response, order, { status: 201 });
  }),
];
