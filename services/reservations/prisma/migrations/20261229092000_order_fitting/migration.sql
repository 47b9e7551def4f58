-- A fitting booked with a tire order (issue 27, part 6): the catalogue's order number on the
-- reservation (price 0, the order's payment covers it). One live fitting per order; the order's
-- own hold, not this service's, decides when an unpaid one is released. Nullable without a default:
-- nothing is rewritten.
SET LOCAL lock_timeout = '5s';

ALTER TABLE "reservations"."reservations" ADD COLUMN "order_id" INTEGER;
ALTER TABLE "reservations"."reservations" ADD CONSTRAINT "reservations_order_id_positive" CHECK ("order_id" IS NULL OR "order_id" > 0);
CREATE UNIQUE INDEX "reservations_active_order_fitting_key" ON "reservations"."reservations"("order_id") WHERE "order_id" IS NOT NULL AND "status" <> 'cancelled';
