import { z } from 'zod';

/**
 * Field groups that the /api's answers and the e-mail events (jobs/notifications.ts) both carry:
 * the page that shows a thing and the e-mail that tells of it read the same fields, declared once.
 * Not exported from the package index: spread into the schemas that carry them.
 */

/** When a booked appointment is: its Helsinki date (yyyy-MM-dd) and time (HH:mm), and the start as an instant. */
export const appointmentTimeFields = {
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  /** The appointment as an instant (ISO 8601). */
  startsAt: z.string(),
};

/** What a waitlist entry waits for: a day, the window of start times the customer can take, and the service. */
export const waitedForFields = {
  scheduledDate: z.string(),
  windowStart: z.string(),
  windowEnd: z.string(),
  serviceType: z.string(),
};

/** A season invitation's days: the day its batch points at, within the season window's first and last day. */
export const invitationDaysFields = {
  suggestedDate: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
};
