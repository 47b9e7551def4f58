-- The reservation lifecycle (services/reservations/src/domain/reservation-lifecycle.ts): why and by
-- whom a booking was cancelled, what happens to money already taken, the calendar file's
-- SEQUENCE, and one append-only history of every change (customers', admins', jobs' and the
-- payment service's), which replaces the admin-only status history.

ALTER TABLE "reservations"."reservations"
    ADD COLUMN "cancellation_reason" TEXT,
    ADD COLUMN "cancelled_at" TIMESTAMPTZ(3),
    ADD COLUMN "refund_status" TEXT,
    ADD COLUMN "refund_cents" INTEGER,
    ADD COLUMN "refund_id" TEXT,
    ADD COLUMN "refund_failure" TEXT,
    ADD COLUMN "calendar_sequence" INTEGER NOT NULL DEFAULT 0,
    -- Set when the payments service acknowledged the cancellation (open intents cancelled,
    -- refund started); null on a cancelled booking means it must still be told.
    ADD COLUMN "money_settled_at" TIMESTAMPTZ(3),
    ADD CONSTRAINT "reservations_cancellation_reason_check"
        CHECK ("cancellation_reason" IN ('customer', 'admin', 'hold_expired', 'payment_failed')),
    ADD CONSTRAINT "reservations_refund_status_check"
        CHECK ("refund_status" IN ('refund_pending', 'refunded', 'refund_failed'));

-- CreateTable
CREATE TABLE "reservations"."reservation_events" (
    "id" SERIAL NOT NULL,
    "reservation_id" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "from_status" "reservations"."reservation_status",
    "to_status" "reservations"."reservation_status",
    "actor_type" TEXT NOT NULL,
    "actor_id" TEXT,
    "actor_email" TEXT,
    "source" TEXT NOT NULL,
    "details" JSONB NOT NULL DEFAULT '{}',
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reservation_events_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "reservation_events_actor_type_check" CHECK ("actor_type" IN ('customer', 'guest', 'admin', 'system')),
    CONSTRAINT "reservation_events_source_check" CHECK ("source" IN ('web', 'admin', 'job', 'webhook', 'payments'))
);

-- CreateIndex
CREATE INDEX "reservation_events_reservation_id_idx" ON "reservations"."reservation_events"("reservation_id");

-- AddForeignKey
ALTER TABLE "reservations"."reservation_events" ADD CONSTRAINT "reservation_events_reservation_id_fkey" FOREIGN KEY ("reservation_id") REFERENCES "reservations"."reservations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The old admin-only history moves into the one history.
INSERT INTO "reservations"."reservation_events" (reservation_id, type, from_status, to_status, actor_type, actor_id, actor_email, source, at)
SELECT reservation_id,
       CASE WHEN changed_by = 'system:hold-expired' THEN 'hold_expired'
            WHEN changed_by = 'system:paid-after-hold' THEN 'revived'
            WHEN to_status = 'confirmed' THEN 'confirmed'
            WHEN to_status = 'in_progress' THEN 'started'
            WHEN to_status = 'completed' THEN 'completed'
            WHEN to_status = 'cancelled' THEN 'cancelled'
            ELSE 'revived' END,
       from_status, to_status,
       CASE WHEN changed_by LIKE 'system:%' THEN 'system' ELSE 'admin' END,
       changed_by, changed_by_email,
       CASE WHEN changed_by LIKE 'system:%' THEN 'job' ELSE 'admin' END,
       changed_at
FROM "reservations"."reservation_status_changes" ORDER BY id;

UPDATE "reservations"."reservations" r SET cancellation_reason =
    CASE WHEN EXISTS (SELECT 1 FROM "reservations"."reservation_status_changes" c
                      WHERE c.reservation_id = r.id AND c.changed_by = 'system:hold-expired') THEN 'hold_expired'
         WHEN EXISTS (SELECT 1 FROM "reservations"."reservation_status_changes" c
                      WHERE c.reservation_id = r.id AND c.to_status = 'cancelled') THEN 'admin'
         ELSE 'customer' END,
    money_settled_at = now()
WHERE status = 'cancelled';

DROP TABLE "reservations"."reservation_status_changes";

-- The money notifier looks for cancelled bookings the payments service has not acknowledged yet.
CREATE INDEX "reservations_money_unsettled_idx" ON "reservations"."reservations"("id")
    WHERE "status" = 'cancelled' AND "money_settled_at" IS NULL;
