-- Abuse limits on bookings: each unpaid booking holds a bay for 30 minutes and mails whoever it
-- names, so a client (IPv4 address or IPv6 /64, as the BFF signed it), an e-mail address and a
-- signed-in user may each hold only a few at a time. The client key is kept with the booking.
ALTER TABLE "reservations"."reservations" ADD COLUMN "client_key" TEXT;

-- The limit counts active unpaid holds per e-mail, user or client: small partial indexes.
CREATE INDEX "reservations_unpaid_email_idx" ON "reservations"."reservations"(lower("guest_email"))
    WHERE "status" = 'pending' AND "payment_status" <> 'paid';
CREATE INDEX "reservations_unpaid_user_idx" ON "reservations"."reservations"("user_id")
    WHERE "status" = 'pending' AND "payment_status" <> 'paid';
CREATE INDEX "reservations_unpaid_client_idx" ON "reservations"."reservations"("client_key")
    WHERE "status" = 'pending' AND "payment_status" <> 'paid';
