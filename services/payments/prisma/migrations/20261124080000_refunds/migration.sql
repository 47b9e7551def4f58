-- Money follows the booking: the refund of a succeeded payment (one per payment, in full), and
-- the local provider's simulated refunds and the card that paid a local intent.

-- AlterTable
ALTER TABLE "payments"."local_intents" ADD COLUMN "card_last4" TEXT,
ADD COLUMN "refund_fails" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "payments"."refunds" (
    "id" TEXT NOT NULL,
    "payment_id" TEXT NOT NULL,
    "provider_refund_id" TEXT,
    "amount_cents" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "reported_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refunds_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "refunds_status_check" CHECK ("status" IN ('refund_pending', 'refunded', 'refund_failed')),
    CONSTRAINT "refunds_amount_cents_check" CHECK ("amount_cents" > 0)
);

-- CreateTable
CREATE TABLE "payments"."local_refunds" (
    "id" TEXT NOT NULL,
    "intent_id" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "failure_reason" TEXT,
    "idempotency_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "local_refunds_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "refunds_payment_id_key" ON "payments"."refunds"("payment_id");

-- CreateIndex
CREATE INDEX "refunds_status_next_attempt_at_idx" ON "payments"."refunds"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "refunds_provider_refund_id_idx" ON "payments"."refunds"("provider_refund_id");

-- CreateIndex
CREATE UNIQUE INDEX "local_refunds_idempotency_key_key" ON "payments"."local_refunds"("idempotency_key");

-- CreateIndex
CREATE INDEX "local_refunds_intent_id_idx" ON "payments"."local_refunds"("intent_id");

-- AddForeignKey
ALTER TABLE "payments"."refunds" ADD CONSTRAINT "refunds_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"."payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
