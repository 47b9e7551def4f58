-- Payments never lose a state: settlement retries with an attempt count, exponential backoff
-- and a dead-letter state; the reconciliation's last look at an open intent.

-- AlterTable
ALTER TABLE "payments"."settlements" ADD COLUMN "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN "last_error" TEXT,
ADD COLUMN "dead_lettered_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "payments"."payments" ADD COLUMN "reconciled_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "settlements_applied_at_dead_lettered_at_next_attempt_at_idx" ON "payments"."settlements"("applied_at", "dead_lettered_at", "next_attempt_at");

-- CreateIndex
CREATE INDEX "payments_status_created_at_idx" ON "payments"."payments"("status", "created_at");
