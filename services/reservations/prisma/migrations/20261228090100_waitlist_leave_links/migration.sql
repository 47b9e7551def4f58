-- A waitlist entry's leave link: the confirmation e-mail carries /leave-waitlist#token=<256 random
-- bits>, kept here only as the token's sha256 digest. A column without a default: nothing is rewritten.
SET LOCAL lock_timeout = '5s';

ALTER TABLE "reservations"."waitlist_entries" ADD COLUMN "leave_token_hash" BYTEA;
ALTER TABLE "reservations"."waitlist_entries" ADD CONSTRAINT "waitlist_entries_leave_token_hash_length" CHECK ("leave_token_hash" IS NULL OR octet_length("leave_token_hash") = 32);
CREATE UNIQUE INDEX "waitlist_entries_leave_token_hash_key" ON "reservations"."waitlist_entries"("leave_token_hash");
