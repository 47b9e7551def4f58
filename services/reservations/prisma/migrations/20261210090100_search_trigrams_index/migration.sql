-- migrate: no-transaction
-- The admin's search (20261210090000_admin_search_trigrams): built CONCURRENTLY, so bookings go
-- on while it is built over the whole history; one statement, outside a transaction.
CREATE INDEX CONCURRENTLY "reservations_search_trigrams_idx" ON "reservations"."reservations"
    USING gin ("reservations"."search_trigrams"("tracking_code", "registration_number", coalesce("contact_email", "guest_email")));
