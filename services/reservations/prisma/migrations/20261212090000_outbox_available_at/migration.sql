-- An outbox event may wait before it is relayed: a booking's "held, awaiting payment" e-mail goes
-- out a minute after the booking, so a hold the customer replaces at once (Back from checkout,
-- another time) is withdrawn before it is ever mailed. NULL (every other event): relay at once.
-- A nullable column without a default: no row is rewritten.
SET LOCAL lock_timeout = '5s';

ALTER TABLE "reservations"."outbox" ADD COLUMN "available_at" TIMESTAMPTZ(3);
