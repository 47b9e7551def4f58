-- The hold sweeper looks every ~30 s for pending reservations that are still unpaid and older
-- than the hold; this index keeps that a small range scan however many reservations there are.
CREATE INDEX "reservations_unpaid_hold_idx" ON "reservations"."reservations"("created_at")
    WHERE "status" = 'pending' AND "payment_status" <> 'paid';
