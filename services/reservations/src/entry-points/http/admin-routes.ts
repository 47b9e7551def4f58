import {
  ADMIN_LIST_MAX,
  adminReservationsQuerySchema,
  centsToEuroText,
  isoDateSchema,
  moveReservationBodySchema,
  updateReservationStatusBodySchema,
  type AdminStats,
} from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import { Router, type Response } from 'express';
import { searchReservationIds } from '../../data-access/admin-search.js';
import { countAdminStats } from '../../data-access/admin-stats-query.js';
import { adminPeriods } from '../../domain/admin-periods.js';
import { adminMoveReservation, changeReservationStatus, type AdminDeps } from '../../domain/change-reservation-status.js';
import { reservationIdOf } from '../../domain/change-reservation.js';
import { eventsOf } from '../../data-access/reservation-events.js';
import { isCalendarDate } from '../../domain/helsinki-time.js';
import { toReservation, withLocation } from '../../domain/reservation-view.js';
import { requireAdmin } from './admin-caller.js';

export type AdminRouteDeps = AdminDeps;

const invalidDate = () => HttpError.badRequest('Invalid date', { errors: [{ path: 'date', message: 'Invalid date' }] });

/** The admin dashboard's calls; each one answers 401 without an identity and 403 to non-admins. */
export function adminRoutes(deps: AdminRouteDeps) {
  const router = Router();

  /** One page of all reservations, of one day's or of those matching `q`, the newest booking first; the total goes in X-Total-Count. */
  const list = async (res: Response, { date, q, limit = ADMIN_LIST_MAX, page = 1 }: { date?: string; q?: string; limit?: number; page?: number }) => {
    if (date !== undefined && !isCalendarDate(date)) throw invalidDate();
    const where = {
      ...(date ? { scheduledDate: new Date(`${date}T00:00:00.000Z`) } : {}),
      ...(q ? { id: { in: await searchReservationIds(deps.prisma, q) } } : {}),
    };
    const [rows, total] = await Promise.all([
      deps.prisma.reservation.findMany({
        where,
        include: withLocation,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: limit,
        skip: (page - 1) * limit,
      }),
      deps.prisma.reservation.count({ where }),
    ]);
    res.setHeader('X-Total-Count', String(total));
    const now = deps.now();
    return rows.map((row) => toReservation(row, now));
  };

  router.get('/api/admin/reservations', async (req, res) => {
    requireAdmin(req);
    const parsed = adminReservationsQuerySchema.safeParse(req.query);
    if (!parsed.success) throw HttpError.fromZod(parsed.error);
    res.json(await list(res, parsed.data));
  });

  router.get('/api/admin/reservations/:date', async (req, res) => {
    requireAdmin(req);
    const parsed = isoDateSchema.safeParse(req.params.date);
    if (!parsed.success) throw invalidDate();
    const query = adminReservationsQuerySchema.omit({ date: true }).safeParse(req.query);
    if (!query.success) throw HttpError.fromZod(query.error);
    res.json(await list(res, { ...query.data, date: parsed.data }));
  });

  router.get('/api/admin/stats', async (req, res) => {
    requireAdmin(req);
    const counts = await countAdminStats(deps.pool, adminPeriods(deps.now()));
    const stats: AdminStats = {
      today: counts.today,
      week: counts.week,
      monthRevenue: centsToEuroText(counts.monthRevenueCents),
      pending: counts.pending,
      unpaidHolds: counts.unpaidHolds,
      refundsFailed: counts.refundsFailed,
    };
    res.json(stats);
  });

  router.patch('/api/reservations/:id/status', async (req, res) => {
    const admin = requireAdmin(req);
    const parsed = updateReservationStatusBodySchema.safeParse(req.body ?? {});
    if (!parsed.success) throw HttpError.fromZod(parsed.error);
    res.json(await changeReservationStatus(deps, { id: String(req.params.id), status: parsed.data.status, admin }));
  });

  router.get('/api/admin/reservations/:id/events', async (req, res) => {
    requireAdmin(req);
    res.json(await eventsOf(deps.pool, reservationIdOf(String(req.params.id))));
  });

  router.patch('/api/admin/reservations/:id', async (req, res) => {
    const admin = requireAdmin(req);
    const parsed = moveReservationBodySchema.safeParse(req.body ?? {});
    if (!parsed.success) throw HttpError.fromZod(parsed.error);
    // The date as sent: the use case reads a date picker's ISO instant as its Helsinki day.
    const change = { scheduledDate: String((req.body as { scheduledDate: string }).scheduledDate).trim(), scheduledTime: parsed.data.scheduledTime };
    res.json(await adminMoveReservation(deps, { id: String(req.params.id), change, admin }));
  });

  return router;
}
