import { bookingCalendar } from '@tire/calendar';
import { downloadReservationCalendar } from '@tire/contracts';
import { HttpError, mountCall } from '@tire/service-kit';
import { Router } from 'express';
import type { Prisma } from '../../data-access/database.js';
import { reservationByTrackingCode } from '../../domain/customer-reservations.js';

export interface CalendarRouteDeps {
  prisma: Prisma;
  /** The site's public address, for the track link in the file; PUBLIC_URL unless given. */
  publicUrl?: string;
}

/**
 * The "add to calendar" download of the payment result page: a paid booking's .ics, the same file
 * as the confirmation e-mail's (@tire/calendar: its UID, SEQUENCE = calendar_sequence,
 * METHOD:PUBLISH, Helsinki time, the reminder the day before), so a calendar that took it is
 * updated or cleared by the e-mails that follow. Anyone holding the tracking code may fetch it,
 * as the track page, so it carries no personal data: no ATTENDEE (the e-mailed file names the
 * customer there). An unpaid (held) or cancelled booking is in no calendar: 404 like an unknown code.
 */
export function calendarRoutes({ prisma, publicUrl = process.env.PUBLIC_URL || 'http://localhost:8080' }: CalendarRouteDeps) {
  const router = Router();
  const site = publicUrl.replace(/\/+$/, '');

  mountCall(router, downloadReservationCalendar, async ({ params, res }) => {
    const row = await reservationByTrackingCode(prisma, params.code);
    if (row.paymentStatus !== 'paid' || row.status === 'cancelled') throw HttpError.of('reservation.reservationNotFound');

    const file = bookingCalendar(
      {
        trackingCode: row.trackingCode,
        serviceType: row.serviceType,
        locationName: row.location.name,
        locationAddress: row.location.address,
        startsAt: row.startsAt,
      },
      {
        method: 'PUBLISH',
        confirmed: row.status === 'confirmed',
        sequence: row.calendarSequence,
        language: row.language === 'en' ? 'en' : 'fi',
        publicUrl: site,
      },
    );
    res
      .status(200)
      .set({
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        // It changes when the booking moves or is cancelled.
        'Cache-Control': 'no-store',
      })
      .send(file.content);
  });

  return router;
}
