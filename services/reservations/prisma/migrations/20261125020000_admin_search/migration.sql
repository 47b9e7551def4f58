-- The admin finds a booking by the customer's e-mail address. A guest's is in guest_email; a
-- signed-in customer's came from the session and was not kept. From now on every booking keeps
-- the address its mails go to; older guest bookings get theirs from guest_email.
ALTER TABLE "reservations"."reservations" ADD COLUMN "contact_email" TEXT;
UPDATE "reservations"."reservations" SET "contact_email" = "guest_email" WHERE "contact_email" IS NULL;
