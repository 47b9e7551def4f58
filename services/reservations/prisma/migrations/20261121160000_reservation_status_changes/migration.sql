-- Every status change an administrator makes: who, when, from what, to what. The history is
-- what makes revenue and the admin's actions accountable; it is only ever appended to.

-- CreateTable
CREATE TABLE "reservations"."reservation_status_changes" (
    "id" SERIAL NOT NULL,
    "reservation_id" INTEGER NOT NULL,
    "from_status" "reservations"."reservation_status" NOT NULL,
    "to_status" "reservations"."reservation_status" NOT NULL,
    "changed_by" TEXT NOT NULL,
    "changed_by_email" TEXT,
    "changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reservation_status_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "reservation_status_changes_reservation_id_idx" ON "reservations"."reservation_status_changes"("reservation_id");

-- AddForeignKey
ALTER TABLE "reservations"."reservation_status_changes" ADD CONSTRAINT "reservation_status_changes_reservation_id_fkey" FOREIGN KEY ("reservation_id") REFERENCES "reservations"."reservations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
