-- migrate: no-transaction
-- The admin's list without a day, newest booking first, a page at a time: read from this index
-- (backwards), the next page from where the last one ended (keyset), never a sort of the history.
CREATE INDEX CONCURRENTLY "reservations_created_at_id_idx" ON "reservations"."reservations" ("created_at", "id");
