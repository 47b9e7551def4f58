-- migrate: no-transaction
-- The retention job's next batch: the oldest bookings not yet anonymised. Anonymised ones leave
-- this index, so a batch is read from its start however many years were anonymised before.
CREATE INDEX CONCURRENTLY "reservations_retention_idx" ON "reservations"."reservations" ("scheduled_date", "id")
    WHERE "anonymised_at" IS NULL;
