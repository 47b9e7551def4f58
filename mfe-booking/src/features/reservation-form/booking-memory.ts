import type { ReservationFormValues } from './form-values.js';

/**
 * What the booking form remembers in this tab (sessionStorage: gone when the tab closes): the
 * values typed, so Back from checkout finds the form as it was, and the booking already held
 * with the Idempotency-Key that made it, so sending the same booking again gets the same
 * booking back instead of holding a second bay.
 */
const DRAFT_KEY = 'booking.form-draft';
const HELD_KEY = 'booking.held';

export interface HeldBooking {
  /** The request body the key was made for (JSON). */
  fingerprint: string;
  idempotencyKey: string;
  /** The key of the hold this booking replaces, sent again with every retry of it. */
  replacesHold?: string;
  trackingCode?: string;
  /** Until when the server holds the unpaid booking; a lapsed hold is not reused. */
  holdExpiresAt?: string | null;
  locationId?: number;
  date?: string;
  time?: string;
}

function read<T>(key: string): T | undefined {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}
function write(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // private mode or full storage: the form simply forgets
  }
}

export const readDraft = () => read<ReservationFormValues>(DRAFT_KEY);
export const saveDraft = (values: ReservationFormValues) => write(DRAFT_KEY, values);

export const readHeldBooking = () => read<HeldBooking>(HELD_KEY);
export const saveHeldBooking = (held: HeldBooking) => write(HELD_KEY, held);

/** Whether a remembered booking is still held by the server (unpaid, hold not lapsed). */
export const stillHeld = (held: HeldBooking | undefined, now: Date): held is HeldBooking =>
  Boolean(held && (held.trackingCode === undefined || (held.holdExpiresAt && Date.parse(held.holdExpiresAt) > now.getTime())));
