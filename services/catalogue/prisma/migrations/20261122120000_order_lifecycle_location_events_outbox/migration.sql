-- The order's lifecycle (issue 9): pending -> paid -> ready (at the chosen location) -> fitted or
-- picked_up; cancelled with a refund state when it was paid. The spec's values stay.
-- (New enum values are not used in this migration: Postgres only allows that once it is committed.)
ALTER TYPE "catalogue"."order_status" ADD VALUE IF NOT EXISTS 'ready';
ALTER TYPE "catalogue"."order_status" ADD VALUE IF NOT EXISTS 'fitted';
ALTER TYPE "catalogue"."order_status" ADD VALUE IF NOT EXISTS 'picked_up';

-- CreateEnum
CREATE TYPE "catalogue"."order_refund_status" AS ENUM ('refund_pending', 'refunded', 'refund_failed');

-- Where the tires are picked up or fitted: the reservations service's location id, and its name and
-- street address as they were when the order was placed (the order is a document of its time).
ALTER TABLE "catalogue"."orders"
ADD COLUMN "location_id" INTEGER,
ADD COLUMN "location_name" TEXT,
ADD COLUMN "location_address" TEXT,
ADD COLUMN "refund_status" "catalogue"."order_refund_status";

ALTER TABLE "catalogue"."orders" ADD CONSTRAINT "orders_location_snapshot_check"
    CHECK ("location_id" IS NULL OR "location_name" IS NOT NULL);
-- Only a cancelled order owes money back.
ALTER TABLE "catalogue"."orders" ADD CONSTRAINT "orders_refund_status_check"
    CHECK ("refund_status" IS NULL OR "status" = 'cancelled');

-- A payment that came after the hold released the order and found its tires sold: the money is owed.
UPDATE "catalogue"."orders" SET "refund_status" = 'refund_pending' WHERE "refund_due_at" IS NOT NULL;

-- The product's name and size on the line, as they were when ordered (receipts and lists show them).
ALTER TABLE "catalogue"."order_lines"
ADD COLUMN "product_name" TEXT,
ADD COLUMN "product_size" TEXT;

UPDATE "catalogue"."order_lines" l SET "product_name" = p."brand" || ' ' || p."model", "product_size" = p."size"
FROM "catalogue"."products" p WHERE p."id" = l."product_id";

-- CreateTable
-- Every change of an order (created, paid, hold expired, cancelled, ...), with who did it and from
-- where: appended, never edited.
CREATE TABLE "catalogue"."order_events" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "from_status" "catalogue"."order_status",
    "to_status" "catalogue"."order_status" NOT NULL,
    "actor_type" TEXT NOT NULL,
    "actor_id" TEXT,
    "source" TEXT NOT NULL,
    "details" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_events_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "order_events_actor_type_check" CHECK ("actor_type" IN ('customer', 'guest', 'admin', 'system')),
    CONSTRAINT "order_events_source_check" CHECK ("source" IN ('web', 'admin', 'job', 'webhook', 'payments'))
);

-- CreateIndex
CREATE INDEX "order_events_order_id_idx" ON "catalogue"."order_events"("order_id");

-- AddForeignKey
ALTER TABLE "catalogue"."order_events" ADD CONSTRAINT "order_events_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "catalogue"."orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateTable
-- Events written in the same transaction as the change they announce (order.paid); the outbox
-- relay of @tire/service-kit hands them to BullMQ, as the reservations service's does.
CREATE TABLE "catalogue"."outbox" (
    "id" BIGSERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "outbox_published_at_idx" ON "catalogue"."outbox"("published_at");
