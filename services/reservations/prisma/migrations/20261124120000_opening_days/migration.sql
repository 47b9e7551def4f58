-- Opening days as data: public holidays close every location; a location may also close on a
-- day of its own (stocktaking, a renovation). Slots, the availability calendar and bookings
-- leave both out. Holidays are seeded (Finland's, this year and the next) by `npm run seed`.

-- CreateTable
CREATE TABLE "reservations"."public_holidays" (
    "date" DATE NOT NULL,
    "name_fi" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,

    CONSTRAINT "public_holidays_pkey" PRIMARY KEY ("date")
);

-- CreateTable
CREATE TABLE "reservations"."location_closures" (
    "id" SERIAL NOT NULL,
    "location_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "reason" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "location_closures_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "location_closures_location_id_date_key" ON "reservations"."location_closures"("location_id", "date");

-- AddForeignKey
ALTER TABLE "reservations"."location_closures" ADD CONSTRAINT "location_closures_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "reservations"."locations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
