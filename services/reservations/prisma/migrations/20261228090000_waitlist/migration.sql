-- The waitlist (issue 26, part 3): a customer waits for a place in a window of start times of one
-- location and day. When a place frees, the first waiting entry is offered it: the place is held
-- for it alone (counted as taken by availability and refused to other bookings) until
-- offer_expires_at, and its e-mail carries /waitlist-offer#token=<256 random bits>, kept here only
-- as the token's sha256 digest. A new table: nothing existing is rewritten.
SET LOCAL lock_timeout = '5s';

CREATE TABLE "reservations"."waitlist_entries" (
    "id" SERIAL NOT NULL,
    "location_id" INTEGER NOT NULL,
    "scheduled_date" DATE NOT NULL,
    "window_start" TEXT NOT NULL,
    "window_end" TEXT NOT NULL,
    "service_type" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "user_id" TEXT,
    "language" TEXT,
    "details" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'waiting',
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "offered_time" TEXT,
    "offered_starts_at" TIMESTAMPTZ(3),
    "offer_expires_at" TIMESTAMPTZ(3),
    "offer_token_hash" BYTEA,
    "reservation_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "waitlist_entries_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "waitlist_entries_status_check" CHECK ("status" IN ('waiting', 'offered', 'booked', 'expired', 'lapsed', 'left')),
    CONSTRAINT "waitlist_entries_window_check" CHECK ("window_start" <= "window_end"),
    CONSTRAINT "waitlist_entries_offer_check" CHECK ("status" <> 'offered' OR ("offered_starts_at" IS NOT NULL AND "offer_expires_at" IS NOT NULL AND "offer_token_hash" IS NOT NULL)),
    CONSTRAINT "waitlist_entries_token_hash_length" CHECK ("offer_token_hash" IS NULL OR octet_length("offer_token_hash") = 32)
);

CREATE UNIQUE INDEX "waitlist_entries_offer_token_hash_key" ON "reservations"."waitlist_entries"("offer_token_hash");
-- First come, first offered: the waiting entries in the order they joined.
CREATE INDEX "waitlist_entries_waiting_idx" ON "reservations"."waitlist_entries"("created_at", "id") WHERE "status" = 'waiting';
-- The places held by offers, counted with the bookings of a slot.
CREATE INDEX "waitlist_entries_offered_idx" ON "reservations"."waitlist_entries"("location_id", "scheduled_date", "offered_time") WHERE "status" = 'offered';
-- An address's active entries (the limit per e-mail, the duplicates).
CREATE INDEX "waitlist_entries_active_email_idx" ON "reservations"."waitlist_entries"("email") WHERE "status" IN ('waiting', 'offered');

ALTER TABLE "reservations"."waitlist_entries" ADD CONSTRAINT "waitlist_entries_location_id_fkey"
    FOREIGN KEY ("location_id") REFERENCES "reservations"."locations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "reservations"."waitlist_entries" ADD CONSTRAINT "waitlist_entries_reservation_id_fkey"
    FOREIGN KEY ("reservation_id") REFERENCES "reservations"."reservations"("id") ON DELETE SET NULL ON UPDATE CASCADE;
