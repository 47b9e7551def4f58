import { LIST_COUNT_BOUND } from '@tire/contracts';
import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';

/** More matches than an admin reads; the list says how many it shows of how many. */
export const MAX_MATCHES = LIST_COUNT_BOUND;

/**
 * Texts shorter than a trigram cannot use the search index: they are looked for among the newest
 * bookings only (two characters match so much that these fill the list anyway).
 */
const SHORT_SEARCH_WINDOW = 5000;

const T = `"${DB_SCHEMA}"."reservations"`;
/** The indexed expression (migration 20261210090100_search_trigrams_index), written as the index has it. */
const TRIGRAMS = `"${DB_SCHEMA}".search_trigrams(tracking_code, registration_number, coalesce(contact_email, guest_email))`;

/** `text` taken literally inside a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
/** A plate as it is compared: letters and digits only ("abc-123" and "ABC 123" are ABC123). */
const plateKey = (text: string) => text.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');

export interface SearchMatch {
  id: number;
  createdAt: Date;
}

/**
 * The search as SQL: ids (and creation times) of the reservations whose tracking code,
 * registration number or customer e-mail contains `q` (case ignored; the plate without spaces or
 * hyphens), of one day when `date` is given, newest booking first, at most MAX_MATCHES + 1 (one
 * more says there are more). Three characters or more: the trigram index finds the candidates and
 * the LIKEs check them; fewer: the newest SHORT_SEARCH_WINDOW bookings are checked.
 */
export function reservationSearchQuery(q: string, { date }: { date?: string } = {}): pg.QueryConfig {
  const text = q.trim().toLowerCase();
  const plate = plateKey(q);
  const values: unknown[] = [literal(text)];
  const param = (value: unknown) => `$${values.push(value)}`;
  const textPattern = `'%' || $1 || '%'`;
  const matches = [`lower(tracking_code) LIKE ${textPattern} ESCAPE '\\'`, `lower(coalesce(contact_email, guest_email, '')) LIKE ${textPattern} ESCAPE '\\'`];
  const platePattern = plate ? param(plate) : undefined;
  if (platePattern) matches.push(`regexp_replace(upper(registration_number), '[^[:alnum:]]', '', 'g') LIKE '%' || ${platePattern} || '%'`);
  const day = date ? ` AND scheduled_date = ${param(date)}::date` : '';
  const limit = MAX_MATCHES + 1;

  const indexed = text.length >= 3 && (!plate || plate.length >= 3);
  if (indexed) {
    // The text's trigrams are those of codes and e-mails; the plate's, marked '#', those of plates
    // (search_needle: every third one and the last, fewer posting lists for the same rows).
    const candidates = [`${TRIGRAMS} @> "${DB_SCHEMA}".search_needle(${param(text)}, NULL)`];
    if (plate) candidates.push(`${TRIGRAMS} @> "${DB_SCHEMA}".search_needle(NULL, ${param(plate)})`);
    return {
      text: `SELECT id, created_at FROM ${T}
        WHERE (${candidates.join(' OR ')}) AND (${matches.join(' OR ')})${day}
        ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
      values,
    };
  }
  return {
    text: `SELECT id, created_at FROM (
          SELECT id, created_at, tracking_code, registration_number, contact_email, guest_email FROM ${T}
          WHERE true${day} ORDER BY created_at DESC, id DESC LIMIT ${SHORT_SEARCH_WINDOW}
        ) AS recent
        WHERE ${matches.join(' OR ')}
        ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
    values,
  };
}

/** The matches of `q` (reservationSearchQuery), newest booking first. */
export async function searchReservations(pool: pg.Pool, q: string, options: { date?: string } = {}): Promise<SearchMatch[]> {
  const { rows } = await pool.query<{ id: number; created_at: Date }>(reservationSearchQuery(q, options));
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at }));
}
