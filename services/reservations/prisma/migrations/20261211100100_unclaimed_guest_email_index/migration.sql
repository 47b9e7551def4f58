-- migrate: no-transaction
-- A customer who signs in with an e-mail code takes over the guest bookings made with that
-- address (claimGuestReservations): found by this index of the guest rows only, so a sign-in never
-- scans the whole history. Built CONCURRENTLY (one statement, outside a transaction), so bookings
-- go on while it is built.
CREATE INDEX CONCURRENTLY "reservations_unclaimed_guest_email_idx" ON "reservations"."reservations"(lower("guest_email"))
    WHERE "user_id" IS NULL AND "guest_email" IS NOT NULL;
