-- The tire hotel (issue 27, parts 1-4). New tables and one new nullable column: nothing existing
-- is rewritten.
--
-- tire_storage_agreements: storage of one vehicle's off-season set for one storage season
-- (storageSeasonOf in the contracts' tire-rules.ts, e.g. '2026-winter'), bought as the booking's
-- "tire_storage" extra (its own line and price on the receipt). It renews with the next season's
-- change booked with storage; `renews` false means the customer or staff ended it, and it ends with
-- its season. An agreement counts while the booking that bought it is not cancelled.
SET LOCAL lock_timeout = '5s';

CREATE TABLE "reservations"."tire_storage_agreements" (
    "id" SERIAL NOT NULL,
    "location_id" INTEGER NOT NULL,
    "email" TEXT,
    "user_id" TEXT,
    "language" TEXT,
    -- Upper case, without spaces: the one spelling compared.
    "license_plate" TEXT NOT NULL,
    "season_id" TEXT NOT NULL,
    "price_cents" INTEGER NOT NULL,
    "reservation_id" INTEGER NOT NULL,
    "renews" BOOLEAN NOT NULL DEFAULT true,
    "ended_at" TIMESTAMPTZ(3),
    "ended_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tire_storage_agreements_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "tire_storage_agreements_price_check" CHECK ("price_cents" >= 0),
    CONSTRAINT "tire_storage_agreements_season_check" CHECK ("season_id" ~ '^\d{4}-(summer|winter)$')
);
CREATE UNIQUE INDEX "tire_storage_agreements_reservation_id_key" ON "reservations"."tire_storage_agreements"("reservation_id");
CREATE INDEX "tire_storage_agreements_plate_idx" ON "reservations"."tire_storage_agreements"("license_plate", "season_id");
CREATE INDEX "tire_storage_agreements_user_idx" ON "reservations"."tire_storage_agreements"("user_id");

ALTER TABLE "reservations"."tire_storage_agreements" ADD CONSTRAINT "tire_storage_agreements_location_id_fkey"
    FOREIGN KEY ("location_id") REFERENCES "reservations"."locations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "reservations"."tire_storage_agreements" ADD CONSTRAINT "tire_storage_agreements_reservation_id_fkey"
    FOREIGN KEY ("reservation_id") REFERENCES "reservations"."reservations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- tire_sets: the hotel record staff write at intake. status: stored (on the shelf), out (taken
-- out for fitting or handed back; a return puts it back to stored), ended (the agreement ended and
-- the set left the hotel for good). tread_mm: millimetres per wheel position (WHEEL_POSITIONS),
-- one decimal. Out-take and return are appended to the audit trail (reservation_events) of the
-- booking they happen at.
CREATE TABLE "reservations"."tire_sets" (
    "id" SERIAL NOT NULL,
    "location_id" INTEGER NOT NULL,
    "email" TEXT,
    "user_id" TEXT,
    "language" TEXT,
    "license_plate" TEXT NOT NULL,
    "brand" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "tire_size" TEXT NOT NULL,
    "tire_type" TEXT NOT NULL,
    "dot_week" INTEGER NOT NULL,
    "dot_year" INTEGER NOT NULL,
    "on_rims" BOOLEAN NOT NULL,
    "tread_mm" JSONB NOT NULL,
    "notes" TEXT,
    "shelf_location" TEXT NOT NULL,
    "label_number" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'stored',
    "intake_reservation_id" INTEGER,
    "agreement_id" INTEGER,
    "stored_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "taken_out_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tire_sets_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "tire_sets_status_check" CHECK ("status" IN ('stored', 'out', 'ended')),
    CONSTRAINT "tire_sets_tire_type_check" CHECK ("tire_type" IN ('summer', 'winter', 'studded')),
    CONSTRAINT "tire_sets_dot_week_check" CHECK ("dot_week" BETWEEN 1 AND 53),
    CONSTRAINT "tire_sets_dot_year_check" CHECK ("dot_year" BETWEEN 1990 AND 2100),
    CONSTRAINT "tire_sets_tread_check" CHECK (jsonb_typeof("tread_mm") = 'object')
);
-- One label number names one set on the shelves of a location while it is there.
CREATE UNIQUE INDEX "tire_sets_label_key" ON "reservations"."tire_sets"("location_id", "label_number") WHERE "status" <> 'ended';
CREATE INDEX "tire_sets_user_idx" ON "reservations"."tire_sets"("user_id");
CREATE INDEX "tire_sets_email_idx" ON "reservations"."tire_sets"("email");

ALTER TABLE "reservations"."tire_sets" ADD CONSTRAINT "tire_sets_location_id_fkey"
    FOREIGN KEY ("location_id") REFERENCES "reservations"."locations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "reservations"."tire_sets" ADD CONSTRAINT "tire_sets_intake_reservation_id_fkey"
    FOREIGN KEY ("intake_reservation_id") REFERENCES "reservations"."reservations"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "reservations"."tire_sets" ADD CONSTRAINT "tire_sets_agreement_id_fkey"
    FOREIGN KEY ("agreement_id") REFERENCES "reservations"."tire_storage_agreements"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The season change booked for a stored set: the pick list of a location's day reads it.
ALTER TABLE "reservations"."reservations" ADD COLUMN "tire_set_id" INTEGER;
ALTER TABLE "reservations"."reservations" ADD CONSTRAINT "reservations_tire_set_id_fkey"
    FOREIGN KEY ("tire_set_id") REFERENCES "reservations"."tire_sets"("id") ON DELETE SET NULL ON UPDATE CASCADE NOT VALID;
-- NOT VALID: every existing row is NULL, so there is nothing to check, and no scan of the bookings
-- holds up new ones. Its index is built CONCURRENTLY in the next migration.
