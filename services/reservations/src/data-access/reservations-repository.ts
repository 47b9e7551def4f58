import type { Reservation } from '@tire/contracts';
import { DB_SCHEMA } from '../config.js';
import { newTrackingCode } from './tracking-code.js';
import type { Prisma } from './database.js';

type Transaction = Parameters<Parameters<Prisma['$transaction']>[0]>[0];

export interface NewReservation {
  serviceType: string;
  locationId: number;
  scheduledDate: string;
  scheduledTime: string;
  startsAt: Date;
  userId: string | null;
  registrationNumber: string;
  vehicleModel: string;
  tireSize: string;
  guestName: string | null;
  guestEmail: string | null;
  /** The address the booking's e-mails go to (guest's or signed-in customer's). */
  contactEmail: string | null;
  guestPhone: string | null;
  guestAddress: string | null;
  guestApartment: string | null;
  guestPostalCode: string | null;
  additionalServices: string[];
  totalCents: number;
  notes: string | null;
  language: string | null;
  clientKey: string | null;
  /** When the customer chose this time (the service's clock): the reminders' "made inside the window". */
  timeChosenAt: Date;
}

// ON CONFLICT DO NOTHING (no target) covers both unique indexes that can refuse the row:
// reservations_active_bay_key (the bay is taken) and the tracking code. Unlike a caught
// unique violation it leaves the transaction usable, so the next bay can be tried in it.
const INSERT_INTO_BAY = `INSERT INTO "${DB_SCHEMA}"."reservations" (
    tracking_code, service_type, location_id, scheduled_date, scheduled_time, starts_at, bay, user_id,
    registration_number, vehicle_model, tire_size, guest_name, guest_email, guest_phone, guest_address,
    guest_apartment, guest_postal_code, additional_services, total_cents, notes, language, client_key, contact_email, time_chosen_at)
  VALUES ($1, $2, $3, $4::date, $5, $6::timestamptz, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
    $18::text[], $19, $20, $21, $22, $23, $24::timestamptz)
  ON CONFLICT DO NOTHING
  RETURNING id`;

const TRACKING_CODE_TAKEN = `SELECT 1 FROM "${DB_SCHEMA}"."reservations" WHERE tracking_code = $1`;

/**
 * Puts the reservation in the first free bay (1..capacity) of its slot, inside the caller's
 * transaction. The partial unique index on (location, start, bay) of active reservations makes
 * the database the judge: a concurrent booking of the same bay waits for the other to commit,
 * then finds the bay taken and moves on. Returns the new id, or undefined when every bay is taken.
 */
export async function insertIntoFreeBay(tx: Transaction, data: NewReservation, capacity: number) {
  for (let bay = 1; bay <= capacity; bay++) {
    for (let draw = 0; draw < 5; draw++) {
      const trackingCode = newTrackingCode();
      const inserted = await tx.$queryRawUnsafe<{ id: number }[]>(
        INSERT_INTO_BAY,
        trackingCode,
        data.serviceType,
        data.locationId,
        data.scheduledDate,
        data.scheduledTime,
        data.startsAt.toISOString(),
        bay,
        data.userId,
        data.registrationNumber,
        data.vehicleModel,
        data.tireSize,
        data.guestName,
        data.guestEmail,
        data.guestPhone,
        data.guestAddress,
        data.guestApartment,
        data.guestPostalCode,
        data.additionalServices,
        data.totalCents,
        data.notes,
        data.language,
        data.clientKey,
        data.contactEmail,
        data.timeChosenAt.toISOString(),
      );
      if (inserted[0]) return inserted[0].id;
      const codeTaken = await tx.$queryRawUnsafe<unknown[]>(TRACKING_CODE_TAKEN, trackingCode);
      if (codeTaken.length === 0) break; // the bay is taken: try the next one
    }
  }
  return undefined;
}

export async function findIdempotentAnswer(prisma: Prisma, key: string) {
  return prisma.idempotencyKey.findUnique({ where: { key } });
}

export async function saveIdempotentAnswer(tx: Transaction, key: string, requestHash: string, statusCode: number, response: Reservation) {
  await tx.idempotencyKey.create({ data: { key, requestHash, statusCode, response } });
}

export type { Transaction };
