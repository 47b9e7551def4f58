-- migrate: no-transaction
-- The dashboard's revenue of the month: completed bookings of the month's days, summed from this
-- index alone (the amount is carried in it).
CREATE INDEX CONCURRENTLY "reservations_completed_date_idx" ON "reservations"."reservations" ("scheduled_date") INCLUDE ("total_cents")
    WHERE "status" = 'completed';
