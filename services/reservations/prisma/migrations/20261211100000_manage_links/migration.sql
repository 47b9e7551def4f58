-- A guest's manage links: every booking e-mail carries /manage-booking#token=<256 random bits>.
-- Only the token's sha256 digest is stored; a link is good until its booking ends and is revoked
-- when the booking is cancelled. A new table: nothing existing is rewritten; its foreign key locks
-- the bookings only for the instant it is recorded, and that lock is not waited for long.
SET LOCAL lock_timeout = '5s';

CREATE TABLE "reservations"."manage_links" (
    "id" SERIAL NOT NULL,
    "reservation_id" INTEGER NOT NULL,
    "token_hash" BYTEA NOT NULL,
    "purpose" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "manage_links_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "manage_links_token_hash_length" CHECK (octet_length("token_hash") = 32),
    CONSTRAINT "manage_links_purpose_check" CHECK ("purpose" IN ('created', 'paid', 'moved', 'confirmed', 'requested'))
);

CREATE UNIQUE INDEX "manage_links_token_hash_key" ON "reservations"."manage_links"("token_hash");
CREATE INDEX "manage_links_reservation_id_idx" ON "reservations"."manage_links"("reservation_id");

ALTER TABLE "reservations"."manage_links" ADD CONSTRAINT "manage_links_reservation_id_fkey"
    FOREIGN KEY ("reservation_id") REFERENCES "reservations"."reservations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
