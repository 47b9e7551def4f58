import type { OrderEventType, OrderStatus } from '@tire/contracts';
import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';
import type { OrderActor } from '../domain/order-lifecycle.js';
import type { Prisma } from './database.js';

type Transaction = Parameters<Parameters<Prisma['$transaction']>[0]>[0];

export interface OrderEventInput {
  orderId: number;
  type: OrderEventType;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: OrderActor;
  details?: Record<string, unknown>;
  /** Defaults to the database's clock (as the order's own timestamps). */
  at?: Date;
}

/** Appends one event to the order's history, in the caller's transaction (the change and its record commit together). */
export async function appendOrderEvent(tx: Transaction, event: OrderEventInput) {
  await tx.orderEvent.create({
    data: {
      orderId: event.orderId,
      type: event.type,
      fromStatus: event.from,
      toStatus: event.to,
      actorType: event.actor.type,
      actorId: event.actor.id ?? null,
      source: event.actor.source,
      details: event.details as never,
      ...(event.at ? { createdAt: event.at } : {}),
    },
  });
}

/** The same for plain `pg` (the hold sweeper): one row per order of the batch. */
export async function appendOrderEventsSql(
  client: pg.PoolClient,
  { orderIds, type, from, to, actor, at }: Omit<OrderEventInput, 'orderId' | 'details' | 'at'> & { orderIds: number[]; at: Date },
) {
  if (orderIds.length === 0) return;
  await client.query(
    `INSERT INTO "${DB_SCHEMA}"."order_events" (order_id, type, from_status, to_status, actor_type, actor_id, source, created_at)
     SELECT id, $2, $3::"${DB_SCHEMA}"."order_status", $4::"${DB_SCHEMA}"."order_status", $5, $6, $7, $8 FROM unnest($1::int[]) AS id`,
    [orderIds, type, from, to, actor.type, actor.id ?? null, actor.source, at],
  );
}
