/**
 * Booking reminders (issue 26): the rules as data, read by the reservations service's reminder
 * loop and said on the pages that describe them.
 *
 * - `day_before` is due 24 hours before the start; `two_hours` (optional, REMINDER_TWO_HOURS_BEFORE)
 *   2 hours before.
 * - A booking gets none of a kind when its time was chosen (booked, or moved to) after that kind
 *   fell due: it was made inside the window.
 * - Only bookings still to come go: paid or confirmed, not cancelled, not held unpaid.
 * - Nothing goes during the quiet hours (21:00–08:00 Helsinki time): one that falls due then goes
 *   at 08:00, unless the appointment is by then closer than the kind's `minimumLeadMinutes`.
 */
export const REMINDER_KINDS = ['day_before', 'two_hours'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export interface ReminderRule {
  /** How long before the start the reminder falls due. */
  leadMinutes: number;
  /** Not sent at all once the start is closer than this (a deferred or late reminder would only annoy). */
  minimumLeadMinutes: number;
}

export const REMINDER_RULES: Record<ReminderKind, ReminderRule> = {
  // A day-before reminder held back by the quiet hours still goes in the morning, unless the
  // appointment is by then within three hours (the two-hour one, when on, is then the one to go).
  day_before: { leadMinutes: 24 * 60, minimumLeadMinutes: 3 * 60 },
  // Worth it only when it arrives at least an hour before.
  two_hours: { leadMinutes: 2 * 60, minimumLeadMinutes: 60 },
};

/** No reminder is sent from `from` until `until`, Helsinki wall-clock time (HH:mm). */
export const REMINDER_QUIET_HOURS = { from: '21:00', until: '08:00' } as const;
