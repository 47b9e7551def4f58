import {
  availabilityQuerySchema,
  availableSlotsQuerySchema,
  createReservationBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  normalizeTrackingCode,
  RESERVATION_MESSAGES as M,
  trackingCodePattern,
  updateReservationBodySchema,
} from '@tire/contracts';
import { callerOf, HttpError, parseIdempotencyKey } from '@tire/service-kit';
import { Router } from 'express';
import { countActiveReservations } from '../../data-access/slot-counts.js';
import { bookReservation, type BookingDeps } from '../../domain/book-reservation.js';
import { changeReservation } from '../../domain/change-reservation.js';
import { availabilityOf } from '../../domain/availability.js';
import { dayProblem, freeSlots, lastBookableDateOf } from '../../domain/free-slots.js';
import type { OpeningDaysCache } from '../../data-access/opening-days.js';
import { isCalendarDate } from '../../domain/helsinki-time.js';
import { toReservation, toTrackedReservation, withLocation } from '../../domain/reservation-view.js';
import type pg from 'pg';

export interface RouteDeps extends BookingDeps {
  pool: pg.Pool;
  openingDays: OpeningDaysCache;
  horizonDays: number;
}

/** The service answers the same paths as the public /api: the BFF proxies them one to one. */
export function reservationRoutes(deps: RouteDeps) {
  const router = Router();

  router.get('/api/ping', (_req, res) => {
    res.json({ ok: true });
  });

  router.get('/api/service-locations', async (_req, res) => {
    res.json(await deps.locations.all());
  });

  // Hot path: locations come from memory, bookings from one indexed count query.
  router.get('/api/available-slots', async (req, res) => {
    const parsed = availableSlotsQuerySchema.safeParse(req.query);
    if (!parsed.success) throw HttpError.fromZod(parsed.error);
    const { locationId, date } = parsed.data;
    if (!isCalendarDate(date)) throw HttpError.badRequest('Invalid date', { errors: [{ path: 'date', message: 'Invalid date' }] });
    const location = await deps.locations.byId(locationId);
    if (!location) throw HttpError.notFound(M.locationNotFound);
    // A holiday, a closure of the location or a day past the horizon has no times (the same list shape).
    const now = deps.now();
    const closed = await deps.openingDays.get();
    if (dayProblem(locationId, date, { closedOn: closed.closedOn, lastBookableDate: lastBookableDateOf(now, deps.horizonDays) })) {
      res.json([]);
      return;
    }
    const booked = await countActiveReservations(deps.pool, locationId, date);
    res.json(freeSlots({ date, openingHours: location.openingHours, capacity: location.capacity, booked, now }));
  });

  // The calendar: a range's days (status, free count, times with bays left) and each location's next free time.
  router.get('/api/availability', async (req, res) => {
    const parsed = availabilityQuerySchema.safeParse(req.query);
    if (!parsed.success) throw HttpError.fromZod(parsed.error);
    const answer = await availabilityOf(deps, parsed.data);
    if (!answer) throw HttpError.notFound(M.locationNotFound);
    res.json(answer);
  });

  router.post('/api/reservations', async (req, res) => {
    const parsed = createReservationBodySchema.safeParse(req.body ?? {});
    if (!parsed.success) throw HttpError.fromZod(parsed.error);
    const answer = await bookReservation(deps, {
      input: parsed.data,
      rawBody: req.body,
      caller: callerOf(req),
      idempotencyKey: parseIdempotencyKey(req.headers[IDEMPOTENCY_KEY_HEADER]),
    });
    if (answer.replayed) res.setHeader('idempotent-replayed', 'true');
    res.status(answer.status).json(answer.body);
  });

  router.get('/api/reservations', async (req, res) => {
    const { userId } = callerOf(req);
    if (!userId) throw HttpError.unauthorized();
    const rows = await deps.prisma.reservation.findMany({
      where: { userId },
      include: withLocation,
      orderBy: [{ startsAt: 'desc' }, { id: 'desc' }],
    });
    const now = deps.now();
    res.json(rows.map((row) => toReservation(row, now)));
  });

  router.patch('/api/reservations/:id', async (req, res) => {
    const caller = callerOf(req);
    if (!caller.userId) throw HttpError.unauthorized();
    const parsed = updateReservationBodySchema.safeParse(req.body ?? {});
    if (!parsed.success) throw HttpError.fromZod(parsed.error);
    const change =
      'status' in parsed.data
        ? parsed.data
        : // The date as sent (the contract keeps only its first ten characters): the use case reads an ISO instant in Helsinki time.
          { scheduledDate: String((req.body as { scheduledDate: string }).scheduledDate).trim(), scheduledTime: parsed.data.scheduledTime };
    res.json(await changeReservation(deps, { id: String(req.params.id), caller, change }));
  });

  router.get('/api/reservations/track/:code', async (req, res) => {
    const code = normalizeTrackingCode(String(req.params.code ?? ''));
    const row = trackingCodePattern.test(code)
      ? await deps.prisma.reservation.findUnique({ where: { trackingCode: code }, include: withLocation })
      : null;
    if (!row) throw HttpError.notFound(M.reservationNotFound);
    res.json(toTrackedReservation(row, deps.now()));
  });

  return router;
}
