-- migrate: no-transaction
-- "My bookings" lists the bookings of one address (the one their e-mails go to, in any case),
-- newest first: read from this index, never by scanning the history. Built CONCURRENTLY.
CREATE INDEX CONCURRENTLY "reservations_contact_email_idx" ON "reservations"."reservations" (lower("contact_email"), "created_at" DESC);
