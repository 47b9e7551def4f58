-- The autumn rush, planned (issue 27, part 5). New tables only: nothing existing is rewritten.
SET LOCAL lock_timeout = '5s';

-- A rush day's extra capacity at one location: bays beyond the location's own and/or an earlier
-- opening and a later closing than the weekly hours (null: the weekly time). The slot rules read
-- it through locationOnDay (@tire/contracts), so the slots offered, the calendar and the booking
-- checks see the same day. Removing a row refuses the extra places again; the bookings already in
-- an extra bay stay (their bay rows stay too: bays are only ever added).
CREATE TABLE "reservations"."location_extra_capacity" (
    "location_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "extra_bays" INTEGER NOT NULL DEFAULT 0,
    "opens_early" TEXT,
    "closes_late" TEXT,
    "updated_by" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "location_extra_capacity_pkey" PRIMARY KEY ("location_id", "date"),
    CONSTRAINT "location_extra_capacity_bays_check" CHECK ("extra_bays" BETWEEN 0 AND 20)
);
ALTER TABLE "reservations"."location_extra_capacity" ADD CONSTRAINT "location_extra_capacity_location_id_fkey"
    FOREIGN KEY ("location_id") REFERENCES "reservations"."locations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A season window: the days (starts_on..ends_on) at one location, or at every location when
-- location_id is null, that the season's invitations book into and the forecast covers.
CREATE TABLE "reservations"."season_windows" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "location_id" INTEGER,
    "starts_on" DATE NOT NULL,
    "ends_on" DATE NOT NULL,
    "created_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "season_windows_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "season_windows_dates_check" CHECK ("starts_on" <= "ends_on")
);
ALTER TABLE "reservations"."season_windows" ADD CONSTRAINT "season_windows_location_id_fkey"
    FOREIGN KEY ("location_id") REFERENCES "reservations"."locations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One invitation per hotel customer (e-mail address) and season, sent in numbered batches. Each
-- batch is pointed at one day of the window (suggested_date: the booking link opens the calendar
-- there), so the demand spreads over the days. The link's token is 256 random bits kept only as
-- its sha256 digest, like the manage links and waitlist offers.
CREATE TABLE "reservations"."season_invitations" (
    "id" SERIAL NOT NULL,
    "season_id" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "user_id" TEXT,
    "tire_set_id" INTEGER,
    "location_id" INTEGER NOT NULL,
    "language" TEXT,
    "batch" INTEGER NOT NULL,
    "suggested_date" DATE NOT NULL,
    "token_hash" BYTEA NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "season_invitations_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "season_invitations_token_hash_length" CHECK (octet_length("token_hash") = 32)
);
CREATE UNIQUE INDEX "season_invitations_season_email_key" ON "reservations"."season_invitations"("season_id", "email");
CREATE UNIQUE INDEX "season_invitations_token_hash_key" ON "reservations"."season_invitations"("token_hash");
ALTER TABLE "reservations"."season_invitations" ADD CONSTRAINT "season_invitations_season_id_fkey"
    FOREIGN KEY ("season_id") REFERENCES "reservations"."season_windows"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "reservations"."season_invitations" ADD CONSTRAINT "season_invitations_location_id_fkey"
    FOREIGN KEY ("location_id") REFERENCES "reservations"."locations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
