-- migrate: no-transaction
-- The bookings of stored sets (the pick list, the lead-time check of a set's next change): only
-- the rows that name a set are indexed. Built CONCURRENTLY.
CREATE INDEX CONCURRENTLY "reservations_tire_set_id_idx" ON "reservations"."reservations" ("tire_set_id") WHERE "tire_set_id" IS NOT NULL;
