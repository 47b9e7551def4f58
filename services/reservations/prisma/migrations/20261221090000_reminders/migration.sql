-- Booking reminders (issue 26): when each reminder of a booking went out (claimed once by one
-- atomic UPDATE, whatever the number of service instances), when its current time was chosen (at
-- booking or by a move, by the service's clock; NULL on older bookings, whose created_at counts: a
-- reminder does not go for a time chosen inside its window), and when the customer answered "I'm
-- coming". Nullable columns without defaults: nothing rewrites the table.
-- The manage links get the reminder's purpose (the constraint checked without a long lock).
SET LOCAL lock_timeout = '5s';

ALTER TABLE "reservations"."reservations"
    ADD COLUMN "day_reminder_sent_at" TIMESTAMPTZ(3),
    ADD COLUMN "hour_reminder_sent_at" TIMESTAMPTZ(3),
    ADD COLUMN "time_chosen_at" TIMESTAMPTZ(3),
    ADD COLUMN "customer_confirmed_at" TIMESTAMPTZ(3);

ALTER TABLE "reservations"."manage_links" DROP CONSTRAINT "manage_links_purpose_check";
ALTER TABLE "reservations"."manage_links" ADD CONSTRAINT "manage_links_purpose_check"
    CHECK ("purpose" IN ('created', 'paid', 'moved', 'confirmed', 'requested', 'reminder')) NOT VALID;
ALTER TABLE "reservations"."manage_links" VALIDATE CONSTRAINT "manage_links_purpose_check";
