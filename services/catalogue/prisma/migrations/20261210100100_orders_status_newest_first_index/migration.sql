-- migrate: no-transaction
-- The admin's order list of some statuses (paid, ready), newest first: each status's newest orders
-- read in order from this index, merged, however many fitted and picked-up orders lie behind them.
-- It takes over from orders_status_created_at_idx (the next migration drops that one).
CREATE INDEX CONCURRENTLY "orders_status_created_at_id_idx" ON "catalogue"."orders" ("status", "created_at", "id");
