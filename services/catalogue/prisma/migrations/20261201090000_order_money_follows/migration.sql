-- Money follows the order (issue 9): the refund the payments service makes for a cancelled order
-- that was paid (paid after its hold released it and its tires were sold, or cancelled by an
-- administrator), and the administrator's cancellations the payments service must still hear of.
ALTER TABLE "catalogue"."orders"
ADD COLUMN "cancelled_at" TIMESTAMPTZ(3),
ADD COLUMN "refund_id" TEXT,
ADD COLUMN "refund_cents" INTEGER,
ADD COLUMN "money_notify_due_at" TIMESTAMPTZ(3),
ADD COLUMN "money_settled_at" TIMESTAMPTZ(3);

-- Only a cancelled order is announced to the payments service.
ALTER TABLE "catalogue"."orders" ADD CONSTRAINT "orders_money_notify_check"
    CHECK ("money_notify_due_at" IS NULL OR "status" = 'cancelled');

-- The money notifier looks for cancellations not acknowledged yet: a small partial index.
CREATE INDEX "orders_money_unsettled_idx" ON "catalogue"."orders"("money_notify_due_at")
    WHERE "money_notify_due_at" IS NOT NULL AND "money_settled_at" IS NULL;

-- The admin's order list: newest first, by status.
CREATE INDEX "orders_status_created_at_idx" ON "catalogue"."orders"("status", "created_at");
