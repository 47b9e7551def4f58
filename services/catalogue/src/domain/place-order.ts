import { centsToEuroText, ORDER_MESSAGES, outOfStockMessage, type createTireOrderBodySchema, type TireOrder } from '@tire/contracts';
import { HttpError, idempotentRequestHash, runIdempotently, type IdempotentAnswer } from '@tire/service-kit';
import type { z } from 'zod';
import type { OrderLimits } from '../config.js';
import type { Prisma } from '../data-access/database.js';

type Transaction = Parameters<Parameters<Prisma['$transaction']>[0]>[0];
import { findIdempotentAnswer, saveIdempotentAnswer } from '../data-access/idempotency-keys.js';
import { appendOrderEvent } from '../data-access/order-events.js';
import type { LocationDirectory } from '../data-access/service-locations-client.js';
import type { Caller } from './caller.js';
import { clientTotalCents, mergeCartLines, orderTotalCents, type PricedLine } from './order-pricing.js';
import { fittingEarliestDay } from './order-fitting.js';
import { productName, toTireOrder } from './views.js';
import { helsinkiDateOf } from '@tire/contracts';

export interface OrderDeps {
  prisma: Prisma;
  /** The reservations service's locations: the pickup or fitting location is checked against them. */
  locations: LocationDirectory;
  now: () => Date;
  /** Unpaid orders and tires one customer may hold at once (MAX_PENDING_ORDERS, MAX_PENDING_TIRES). */
  limits: OrderLimits;
  /** How long an unpaid order holds its tires (ORDER_HOLD_MINUTES). */
  holdMinutes: number;
}

export type OrderInput = z.output<typeof createTireOrderBodySchema>;

export interface OrderRequest {
  input: OrderInput;
  /** The body as sent, for recognising a retry of the same request. */
  rawBody: unknown;
  caller: Caller;
  idempotencyKey?: string;
}

export type OrderAnswer = IdempotentAnswer<TireOrder>;

/**
 * POST /api/tire-orders. With an Idempotency-Key, a retry of the same request by the same
 * customer gets the first answer (same order, 201) and takes no more stock; the same key with
 * another cart is refused with 409 ORDER_MESSAGES.idempotencyConflict.
 */
export async function placeOrder(deps: OrderDeps, request: OrderRequest): Promise<OrderAnswer> {
  const userId = request.caller.userId;
  if (!userId) throw HttpError.of('unauthorized');
  const requestHash = idempotentRequestHash(userId, request.rawBody);
  return runIdempotently({
    key: request.idempotencyKey,
    requestHash,
    findAnswer: (key) => findIdempotentAnswer(deps.prisma, userId, key),
    conflict: 'order.idempotencyConflict',
    run: async () => ({ status: 201, body: await createOrder(deps, request, userId, requestHash) }),
  });
}

/**
 * Places a signed-in customer's order from the cart's lines, in one transaction:
 * 1. prices every line from the catalogue (the browser's prices and total are never trusted),
 * 2. refuses a client total that disagrees, naming the server's total,
 * 3. takes the tires from stock with a conditional update per product
 *    (UPDATE products SET stock = stock - q WHERE id = $1 AND stock >= q): the row lock makes a
 *    second buyer of the last tires wait, then see the new stock and update no row,
 * 4. writes the pending order and its lines (and the answer under the Idempotency-Key), with the
 *    chosen location's name and street address and each product's name and size as they are now,
 *    and the 'created' event of its history.
 * The location is checked first, outside the transaction: an id the reservations service does not
 * list is a 400 with `errors` (nothing is held), and no answer from it is a 503.
 * Any refusal rolls everything back, so a refused order takes no stock. The order then holds its
 * tires for ORDER_HOLD_MINUTES: unpaid by then, the hold sweeper cancels it and puts them back.
 */
/**
 * Each unpaid order holds its tires: one customer may hold only so many orders and tires unpaid at
 * once. A transaction-level advisory lock per customer makes two orders of one customer count one
 * after the other, so a burst cannot slip past.
 */
async function assertMayHoldMore(tx: Transaction, userId: string, tires: number, limits: OrderLimits) {
  await tx.$queryRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext($1))::text`, `orders:user:${userId}`);
  const pending = await tx.order.findMany({ where: { userId, status: 'pending' }, select: { lines: { select: { quantity: true } } } });
  if (pending.length >= limits.maxPendingOrders) throw HttpError.of('orderLimit.tooManyPendingOrders');
  const held = pending.reduce((sum, order) => sum + order.lines.reduce((lines, line) => lines + line.quantity, 0), 0);
  if (held + tires > limits.maxPendingTires) throw HttpError.of('orderLimit.tooManyTiresHeld');
}

async function createOrder(deps: OrderDeps, { input, caller, idempotencyKey }: OrderRequest, userId: string, requestHash: string): Promise<TireOrder> {
  if (!input.lines?.length) {
    throw HttpError.invalid('lines', 'order.emptyCart');
  }
  const cart = mergeCartLines(input.lines);
  const location = input.locationId === undefined ? null : await deps.locations.find(input.locationId);
  if (location === undefined) {
    throw HttpError.invalid('locationId', 'order.unknownLocation');
  }

  return deps.prisma.$transaction(
    async (tx) => {
      await assertMayHoldMore(
        tx,
        userId,
        cart.reduce((sum, line) => sum + line.quantity, 0),
        deps.limits,
      );
      const products = await tx.product.findMany({ where: { id: { in: cart.map((line) => line.productId) } } });
      const byId = new Map(products.map((product) => [product.id, product]));
      const priced: (PricedLine & { productName: string; productSize: string })[] = cart.map((line) => {
        const product = byId.get(line.productId);
        if (!product) throw HttpError.of('order.productNotFound', { productId: line.productId });
        return { ...line, unitPriceCents: product.priceCents, productName: `${product.brand} ${product.model}`, productSize: product.size };
      });

      const totalCents = orderTotalCents(priced);
      if (clientTotalCents(input.totalAmount) !== totalCents) {
        throw HttpError.of('order.totalMismatch', { totalAmount: centsToEuroText(totalCents), totalCents });
      }

      // The first fitting day follows the shelf as it was before this order took its tires.
      const fittingEarliestDate = input.installationRequested
        ? fittingEarliestDay(
            helsinkiDateOf(deps.now()),
            priced.map((line) => ({ quantity: line.quantity, stock: byId.get(line.productId)!.stock })),
          )
        : null;

      for (const line of priced) {
        const { count } = await tx.product.updateMany({
          where: { id: line.productId, stock: { gte: line.quantity } },
          data: { stock: { decrement: line.quantity } },
        });
        if (count === 0) {
          // Read after the failed update: under READ COMMITTED this sees the other buyer's commit.
          const current = await tx.product.findUniqueOrThrow({ where: { id: line.productId } });
          throw HttpError.saying('order.outOfStock', outOfStockMessage(productName(current)), { productId: current.id, available: current.stock });
        }
      }

      const order = await tx.order.create({
        data: {
          userId,
          email: caller.email ?? null,
          language: caller.language ?? null,
          totalCents,
          installationRequested: input.installationRequested,
          status: 'pending',
          locationId: location?.id ?? null,
          locationName: location?.name ?? null,
          locationAddress: location?.address ?? null,
          fittingEarliestDate: fittingEarliestDate ? new Date(`${fittingEarliestDate}T00:00:00Z`) : null,
          lines: {
            create: priced.map(({ productId, quantity, unitPriceCents, productName, productSize }) => ({
              productId,
              quantity,
              unitPriceCents,
              productName,
              productSize,
            })),
          },
        },
        include: { lines: true },
      });
      await appendOrderEvent(tx, {
        orderId: order.id,
        type: 'created',
        from: null,
        to: 'pending',
        actor: { type: 'customer', id: userId, source: 'web' },
        details: { totalCents, locationId: location?.id ?? null },
      });
      const answer = toTireOrder(order, deps.holdMinutes);
      if (idempotencyKey) await saveIdempotentAnswer(tx, { userId, key: idempotencyKey, requestHash, statusCode: 201, response: answer });
      return answer;
    },
    // Buyers of one product queue on its row lock; on a busy machine that can take a while.
    { maxWait: 10_000, timeout: 20_000 },
  );
}
