import type { LockedReservation } from '../data-access/status-changes.js';

/** What every e-mail about an appointment repeats (the notifications contract's appointment fields). */
export function appointmentFacts(row: LockedReservation, email: string | null) {
  return {
    reservationId: row.id,
    trackingCode: row.trackingCode,
    serviceType: row.serviceType,
    locationName: row.locationName,
    locationAddress: row.locationAddress,
    scheduledDate: row.scheduledDate,
    scheduledTime: row.scheduledTime,
    startsAt: row.startsAt.toISOString(),
    calendarSequence: row.calendarSequence,
    email,
    name: row.guestName,
    language: row.language === 'en' ? ('en' as const) : ('fi' as const),
  };
}
