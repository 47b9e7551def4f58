-- migrate: no-transaction
-- The dashboard's failed refunds, someone has to act on: only those are in this index.
CREATE INDEX CONCURRENTLY "reservations_refund_failed_idx" ON "reservations"."reservations" ("id")
    WHERE "refund_status" = 'refund_failed';
