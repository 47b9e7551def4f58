-- migrate: no-transaction
-- "My bookings" by e-mail lists the orders placed with one address (in any case), newest first:
-- read from this index, never by scanning the history. Built CONCURRENTLY.
CREATE INDEX CONCURRENTLY "orders_email_idx" ON "catalogue"."orders" (lower("email"), "created_at" DESC);
