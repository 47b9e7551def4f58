-- migrate: no-transaction
-- The dashboard's "today" and "this week": active bookings of a range of days, counted from this
-- index alone (a range scan of those days, however many years lie before them).
CREATE INDEX CONCURRENTLY "reservations_active_date_idx" ON "reservations"."reservations" ("scheduled_date")
    WHERE "status" <> 'cancelled';
