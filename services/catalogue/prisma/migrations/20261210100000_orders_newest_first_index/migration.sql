-- migrate: no-transaction
-- The admin's order list without a status filter, newest first, a page at a time: read from this
-- index (backwards), the next page from where the last one ended (keyset), never a sort of years
-- of orders. Built CONCURRENTLY (orders go on meanwhile); one statement, outside a transaction.
CREATE INDEX CONCURRENTLY "orders_created_at_id_idx" ON "catalogue"."orders" ("created_at", "id");
