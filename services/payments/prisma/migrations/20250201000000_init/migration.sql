-- The payments service's tables, in its own Postgres schema.
CREATE SCHEMA IF NOT EXISTS "payments";

-- CreateTable
CREATE TABLE "payments"."payments" (
    "id" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "reservation_id" INTEGER,
    "tracking_code" TEXT,
    "order_id" INTEGER,
    "user_id" TEXT,
    "amount_cents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'eur',
    "client_secret" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "last_error_code" TEXT,
    "last_error_message" TEXT,
    "state_event_at" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "payments_purpose_check" CHECK (
        ("purpose" = 'reservation' AND "reservation_id" IS NOT NULL AND "order_id" IS NULL)
        OR ("purpose" = 'order' AND "order_id" IS NOT NULL AND "reservation_id" IS NULL)
    ),
    CONSTRAINT "payments_amount_cents_check" CHECK ("amount_cents" > 0)
);

-- CreateTable
CREATE TABLE "payments"."settlements" (
    "payment_id" TEXT NOT NULL,
    "applied_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "settlements_pkey" PRIMARY KEY ("payment_id")
);

-- CreateTable
CREATE TABLE "payments"."webhook_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payments"."local_intents" (
    "id" TEXT NOT NULL,
    "client_secret" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "last_error_code" TEXT,
    "last_error_message" TEXT,
    "idempotency_key" TEXT,
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "local_intents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "payments_reservation_id_idx" ON "payments"."payments"("reservation_id");

-- CreateIndex
CREATE INDEX "payments_order_id_idx" ON "payments"."payments"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "local_intents_idempotency_key_key" ON "payments"."local_intents"("idempotency_key");

-- AddForeignKey
ALTER TABLE "payments"."settlements" ADD CONSTRAINT "settlements_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"."payments"("id") ON DELETE CASCADE ON UPDATE CASCADE;
