-- Fitting booked with the tires (issue 27, part 6): an order with installation keeps the first day
-- its tires can be fitted (the lead times of tire-rules.ts, from its stock when placed) and the
-- fitting the customer chose (the reservations service's reservation, its facts as they were
-- chosen), and whether the reservations service still has to hear what became of the order
-- (paid -> booked, cancelled -> slot freed): sent until acknowledged, as the money notices are.
-- Nullable columns without defaults: nothing is rewritten.
SET LOCAL lock_timeout = '5s';

ALTER TABLE "catalogue"."orders"
  ADD COLUMN "fitting_earliest_date" DATE,
  ADD COLUMN "fitting_reservation_id" INTEGER,
  ADD COLUMN "fitting_tracking_code" TEXT,
  ADD COLUMN "fitting_location_id" INTEGER,
  ADD COLUMN "fitting_location_name" TEXT,
  ADD COLUMN "fitting_location_address" TEXT,
  ADD COLUMN "fitting_date" DATE,
  ADD COLUMN "fitting_time" TEXT,
  ADD COLUMN "fitting_starts_at" TIMESTAMPTZ(3),
  ADD COLUMN "fitting_status" TEXT,
  ADD COLUMN "fitting_notify_due_at" TIMESTAMPTZ(3);
ALTER TABLE "catalogue"."orders" ADD CONSTRAINT "orders_fitting_status_check" CHECK ("fitting_status" IS NULL OR "fitting_status" IN ('held', 'booked', 'cancelled'));
ALTER TABLE "catalogue"."orders" ADD CONSTRAINT "orders_fitting_with_reservation" CHECK ("fitting_status" IS NULL OR "fitting_reservation_id" IS NOT NULL);
-- The fitting notifier's queue.
CREATE INDEX "orders_fitting_notify_due_idx" ON "catalogue"."orders"("fitting_notify_due_at") WHERE "fitting_notify_due_at" IS NOT NULL;
