import { DB_SCHEMA } from '../config.js';
import type { Prisma } from './database.js';

/** More matches than an admin reads; the list says how many it shows of how many. */
const MAX_MATCHES = 1000;

/** `text` taken literally inside a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
/** A plate as it is compared: letters and digits only ("abc-123" and "ABC 123" are ABC123). */
export const plateKey = (text: string) => text.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Ids of the reservations whose tracking code, registration number or customer e-mail contains
 * `q` (case ignored; the plate without spaces or hyphens), newest booking first.
 */
export async function searchReservationIds(prisma: Prisma, q: string): Promise<number[]> {
  const text = literal(q.trim().toLowerCase());
  const plate = plateKey(q);
  const rows = await prisma.$queryRawUnsafe<{ id: number }[]>(
    `SELECT id FROM "${DB_SCHEMA}"."reservations"
      WHERE lower(tracking_code) LIKE '%' || $1 || '%' ESCAPE '\\'
         OR ($2 <> '' AND regexp_replace(upper(registration_number), '[^[:alnum:]]', '', 'g') LIKE '%' || $2 || '%')
         OR lower(coalesce(contact_email, guest_email, '')) LIKE '%' || $1 || '%' ESCAPE '\\'
      ORDER BY created_at DESC, id DESC
      LIMIT ${MAX_MATCHES}`,
    text,
    plate,
  );
  return rows.map((row) => row.id);
}
