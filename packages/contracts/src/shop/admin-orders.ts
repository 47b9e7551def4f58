import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { listCall } from '../common/call-families.js';
import { API_PATHS } from '../paths.js';
import { listPageQueryFields } from '../common/list-page.js';
import { idParamsSchema } from '../common/primitives.js';
import { ADMIN_ORDER_TARGETS, ORDER_STATUSES } from './order-lifecycle.js';
import { tireOrderSchema } from './tire-orders.js';

/** How many orders one admin list answer carries at most (the rest by `page`). */
export const ADMIN_ORDERS_MAX = 200;

/**
 * The shop's orders for an administrator, newest first, one page at a time: `status` filters
 * (one status or a comma list, e.g. `paid,ready`), `limit` (1..200, default 200) per page, then
 * the next page by the answer's X-Next-Cursor sent back as `cursor` (or `page` from 1, ignored
 * with a cursor). The answer stays a list; its X-Total-Count header tells how many match in all,
 * up to 1,000 (X-Total-Count-Bounded: true when there are more): LIST_PAGE_HEADERS.
 */
export const adminOrdersQuerySchema = z.object({
  status: z
    .string()
    .max(200)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(ORDER_STATUSES)).min(1))
    .optional(),
  ...listPageQueryFields(ADMIN_ORDERS_MAX),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

/** An order as the administrator sees it: the customer's view plus who ordered and the money's state. */
export const adminOrderSchema = tireOrderSchema.extend({
  userId: z.string(),
  /** The customer's e-mail as the BFF told it at order time. */
  email: z.string().nullable(),
  totalCents: z.number().int(),
  /** The provider's message of the last failed payment (the order stays pending), else null. */
  lastPaymentError: z.string().nullable(),
  /** The refund's amount in cents once the payments service has reported one, else null. */
  refundCents: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const listAdminOrders = listCall(API_PATHS.listAdminOrders, { query: adminOrdersQuerySchema }, adminOrderSchema);

export const updateOrderStatusBodySchema = z.object({ status: z.enum(ADMIN_ORDER_TARGETS) });
export type UpdateOrderStatusBody = z.infer<typeof updateOrderStatusBodySchema>;

/**
 * An administrator moves an order along the lifecycle (ready at the location, fitted or picked
 * up, or cancelled). A move the lifecycle does not allow is refused with 409 (ORDER_MESSAGES.
 * illegalTransition, with `from` and `to`). Cancelling a paid order refunds it in full; making it
 * ready e-mails the customer (order.ready).
 */
export const updateOrderStatus = defineCall({
  method: 'PATCH',
  path: API_PATHS.updateOrderStatus,
  params: idParamsSchema,
  body: updateOrderStatusBodySchema,
  response: adminOrderSchema,
});
