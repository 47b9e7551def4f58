-- migrate: no-transaction
-- The dashboard's "awaiting confirmation" (pending, paid) and "unpaid holds" (pending, not paid):
-- only the bookings still pending are in this index, a handful whatever the history.
CREATE INDEX CONCURRENTLY "reservations_pending_payment_idx" ON "reservations"."reservations" ("payment_status")
    WHERE "status" = 'pending';
