import { z } from 'zod';

/** A calendar date as the date inputs send it (yyyy-MM-dd). */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date');
/** A local wall-clock time (HH:mm). */
export const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Invalid time');
/** Ids travel as numbers or numeric text (select values are text). */
export const idSchema = z.coerce.number().int().positive();
/** Money as the API shows it: euro text with two decimals, e.g. "45.00". */
export const moneyTextSchema = z.string().regex(/^\d+(\.\d{1,2})?$/);

export const centsToEuroText = (cents: number) => (cents / 100).toFixed(2);
export const euroTextToCents = (text: string | number) => Math.round(Number(text) * 100);
