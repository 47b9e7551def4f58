-- migrate: no-transaction
-- The admin's cards say how many earlier no-shows the booking's e-mail address has: counted from
-- this index of the no-show rows only (few), so no admin read scans the history. Built CONCURRENTLY.
CREATE INDEX CONCURRENTLY "reservations_no_show_email_idx" ON "reservations"."reservations" (lower("contact_email"), "starts_at")
    WHERE "no_show_at" IS NOT NULL;
