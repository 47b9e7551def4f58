-- Retention: a booking is kept with its customer's details for the bookkeeping period (six years
-- after the end of the year of the appointment, Finnish Accounting Act 2:10), then anonymised by
-- a scheduled job (src/domain/retention.ts): the personal fields are cleared and this is set.
-- A nullable column without a default: PostgreSQL only records it in the catalogue, no row is
-- rewritten. The lock it needs for that instant is not waited for long behind a busy table.
SET LOCAL lock_timeout = '5s';
ALTER TABLE "reservations"."reservations" ADD COLUMN "anonymised_at" TIMESTAMPTZ(3);
