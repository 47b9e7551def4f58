-- migrate: no-transaction
-- The reminder loop asks every few seconds for active bookings starting within the next day: read
-- from this index of the bookings that can still get one (few), never a scan of the history.
CREATE INDEX CONCURRENTLY "reservations_reminder_due_idx" ON "reservations"."reservations" ("starts_at")
    WHERE "status" IN ('pending', 'confirmed') AND "no_show_at" IS NULL;
