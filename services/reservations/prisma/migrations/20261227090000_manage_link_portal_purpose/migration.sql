-- "My bookings" (the e-mail access link's list) mints a manage link for each booking it shows
-- that can still be managed: a new purpose (beside the reminders' one). The constraint is added
-- without checking the rows under the table's lock, then validated (rows stay readable and
-- writable meanwhile); the lock is not waited for long.
SET LOCAL lock_timeout = '5s';

ALTER TABLE "reservations"."manage_links" DROP CONSTRAINT "manage_links_purpose_check";
ALTER TABLE "reservations"."manage_links" ADD CONSTRAINT "manage_links_purpose_check"
    CHECK ("purpose" IN ('created', 'paid', 'moved', 'confirmed', 'requested', 'reminder', 'portal')) NOT VALID;
ALTER TABLE "reservations"."manage_links" VALIDATE CONSTRAINT "manage_links_purpose_check";
