-- Staff mark a booking whose customer did not come: it is stored as completed (final, the payment
-- kept) with the moment it was marked, so the released pages' status and stage values stay the same.
ALTER TABLE "reservations"."reservations" ADD COLUMN "no_show_at" TIMESTAMPTZ(3);
