-- An unpaid order holds its tires for ORDER_HOLD_MINUTES; then the hold sweeper cancels it and
-- puts the tires back. "hold_released_at" tells that cancellation from any other, so a payment
-- that succeeds just after can take the tires back; "refund_due_at" records a payment that came
-- when they were gone: the order stays cancelled and the money is due back to the customer.
ALTER TABLE "catalogue"."orders" ADD COLUMN "hold_released_at" TIMESTAMPTZ(3),
ADD COLUMN "refund_due_at" TIMESTAMPTZ(3);

-- Only an order the hold released can be owed a refund by this path.
ALTER TABLE "catalogue"."orders" ADD CONSTRAINT "orders_refund_due_at_check"
    CHECK ("refund_due_at" IS NULL OR ("status" = 'cancelled' AND "hold_released_at" IS NOT NULL));

-- The hold sweeper looks every ~30 s for pending orders older than the hold; this index keeps
-- that a small range scan however many orders there are.
CREATE INDEX "orders_unpaid_hold_idx" ON "catalogue"."orders"("created_at") WHERE "status" = 'pending';

-- Payments to give back, found at once by whoever handles refunds.
CREATE INDEX "orders_refund_due_idx" ON "catalogue"."orders"("refund_due_at") WHERE "refund_due_at" IS NOT NULL;

-- CreateTable
-- The first answer to a POST /api/tire-orders sent with an Idempotency-Key, replayed for retries.
-- A key belongs to the customer who sent it: the same key from two customers is two keys.
CREATE TABLE "catalogue"."idempotency_keys" (
    "user_id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "status_code" INTEGER NOT NULL,
    "response" JSON NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("user_id","key")
);
