-- The reservations service's tables, in its own Postgres schema.
CREATE SCHEMA IF NOT EXISTS "reservations";

-- CreateEnum
CREATE TYPE "reservations"."reservation_status" AS ENUM ('pending', 'confirmed', 'in_progress', 'completed', 'cancelled');

-- CreateEnum
CREATE TYPE "reservations"."payment_status" AS ENUM ('pending', 'paid', 'failed');

-- CreateTable
CREATE TABLE "reservations"."locations" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "capacity" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "locations_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "locations_capacity_check" CHECK ("capacity" > 0)
);

-- CreateTable
CREATE TABLE "reservations"."opening_hours" (
    "id" SERIAL NOT NULL,
    "location_id" INTEGER NOT NULL,
    "day_of_week" SMALLINT NOT NULL,
    "opens" TEXT NOT NULL,
    "closes" TEXT NOT NULL,

    CONSTRAINT "opening_hours_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "opening_hours_day_of_week_check" CHECK ("day_of_week" BETWEEN 0 AND 6),
    CONSTRAINT "opening_hours_times_check" CHECK (
        "opens" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
        AND "closes" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
        AND "opens" < "closes"
    )
);

-- CreateTable
CREATE TABLE "reservations"."bays" (
    "location_id" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,

    CONSTRAINT "bays_pkey" PRIMARY KEY ("location_id","number"),
    CONSTRAINT "bays_number_check" CHECK ("number" > 0)
);

-- CreateTable
CREATE TABLE "reservations"."reservations" (
    "id" SERIAL NOT NULL,
    "tracking_code" TEXT NOT NULL,
    "service_type" TEXT NOT NULL,
    "location_id" INTEGER NOT NULL,
    "scheduled_date" DATE NOT NULL,
    "scheduled_time" TEXT NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "bay" INTEGER NOT NULL,
    "user_id" TEXT,
    "registration_number" TEXT NOT NULL,
    "vehicle_model" TEXT NOT NULL,
    "tire_size" TEXT NOT NULL,
    "guest_name" TEXT,
    "guest_email" TEXT,
    "guest_phone" TEXT,
    "guest_address" TEXT,
    "guest_apartment" TEXT,
    "guest_postal_code" TEXT,
    "additional_services" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "total_cents" INTEGER NOT NULL,
    "status" "reservations"."reservation_status" NOT NULL DEFAULT 'pending',
    "payment_status" "reservations"."payment_status" NOT NULL DEFAULT 'pending',
    "notes" TEXT,
    "language" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reservations_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "reservations_scheduled_time_check" CHECK ("scheduled_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    CONSTRAINT "reservations_total_cents_check" CHECK ("total_cents" >= 0)
);

-- CreateTable
CREATE TABLE "reservations"."idempotency_keys" (
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "status_code" INTEGER NOT NULL,
    "response" JSON NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "reservations"."outbox" (
    "id" BIGSERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "locations_name_key" ON "reservations"."locations"("name");

-- CreateIndex
CREATE UNIQUE INDEX "opening_hours_location_id_day_of_week_key" ON "reservations"."opening_hours"("location_id", "day_of_week");

-- CreateIndex
CREATE UNIQUE INDEX "reservations_tracking_code_key" ON "reservations"."reservations"("tracking_code");

-- CreateIndex
CREATE INDEX "reservations_user_id_idx" ON "reservations"."reservations"("user_id");

-- CreateIndex
CREATE INDEX "reservations_scheduled_date_idx" ON "reservations"."reservations"("scheduled_date");

-- CreateIndex
CREATE INDEX "outbox_published_at_idx" ON "reservations"."outbox"("published_at");

-- Capacity is guaranteed by the database: an active reservation holds one bay of its
-- location for its start time, and no two active reservations can hold the same bay.
-- With bays numbered 1..capacity (foreign key below), a slot never takes more than
-- `capacity` bookings, whatever the number of concurrent requests.
CREATE UNIQUE INDEX "reservations_active_bay_key" ON "reservations"."reservations"("location_id", "starts_at", "bay")
    WHERE "status" <> 'cancelled';

-- The hot slot-availability query counts active reservations per start time for one
-- (location, date); this index answers it without touching the table.
CREATE INDEX "reservations_active_slot_idx" ON "reservations"."reservations"("location_id", "scheduled_date", "scheduled_time")
    WHERE "status" <> 'cancelled';

-- AddForeignKey
ALTER TABLE "reservations"."opening_hours" ADD CONSTRAINT "opening_hours_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "reservations"."locations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservations"."bays" ADD CONSTRAINT "bays_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "reservations"."locations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservations"."reservations" ADD CONSTRAINT "reservations_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "reservations"."locations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reservations"."reservations" ADD CONSTRAINT "reservations_location_id_bay_fkey" FOREIGN KEY ("location_id", "bay") REFERENCES "reservations"."bays"("location_id", "number") ON DELETE RESTRICT ON UPDATE CASCADE;
