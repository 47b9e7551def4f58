import {
  adminMoveReservation as adminMoveReservationCall,
  getAdminStats,
  LIST_PAGE_HEADERS,
  listAdminReservations,
  listAdminReservationsByDatePath,
  listReservationEvents,
  updateReservationStatus,
  listRushDays,
  saveRushDay as saveRushDayCall,
  removeRushDay as removeRushDayCall,
  listSeasonWindows,
  createSeasonWindow,
  sendInvitationBatch,
  getSeasonForecast,
} from '@tire/contracts';
import { mountCall, requireAdmin } from '@tire/service-kit';
import { Router, type Response } from 'express';
import { eventsOf } from '../../data-access/reservation-events.js';
import { adminStatsOf, listReservationsForAdmin } from '../../domain/admin-reservations.js';
import { adminMoveReservation, changeReservationStatus, type AdminDeps } from '../../domain/change-reservation-status.js';
import { removeRushDay, rushDaysAhead, saveRushDay, type RushDayDeps } from '../../domain/rush-days.js';
import { createSeason, seasonForecast, seasonWindows, sendBatch } from '../../domain/season-rush.js';

export type AdminRouteDeps = AdminDeps & RushDayDeps;

/** Every call here: 401 without an identity, 403 to non-admins, before any input is read. */
const admin = { authorize: requireAdmin };

/** The admin dashboard's calls; each one answers 401 without an identity and 403 to non-admins. */
export function adminRoutes(deps: AdminRouteDeps) {
  const router = Router();

  // The answer stays a list: the total (bounded), and where the next page starts, go in headers.
  const listPage = async (res: Response, query: Parameters<typeof listReservationsForAdmin>[1]) => {
    const { reservations, total, totalBounded, nextCursor } = await listReservationsForAdmin(deps, query);
    res.setHeader(LIST_PAGE_HEADERS.total, String(total));
    if (totalBounded) res.setHeader(LIST_PAGE_HEADERS.totalBounded, 'true');
    if (nextCursor) res.setHeader(LIST_PAGE_HEADERS.nextCursor, nextCursor);
    return reservations;
  };

  mountCall(router, listAdminReservations, ({ query, res }) => listPage(res, query), admin);

  mountCall(router, listAdminReservationsByDatePath, ({ params, query, res }) => listPage(res, { ...query, date: params.date }), admin);

  mountCall(router, getAdminStats, () => adminStatsOf(deps), admin);

  mountCall(
    router,
    updateReservationStatus,
    ({ who, params, body }) => changeReservationStatus(deps, { id: String(params.id), status: body.status, admin: who }),
    admin,
  );

  mountCall(router, listReservationEvents, ({ params }) => eventsOf(deps.pool, params.id), admin);

  mountCall(
    router,
    adminMoveReservationCall,
    ({ who, params, body, req }) => {
      // The date as sent: the use case reads a date picker's ISO instant as its Helsinki day.
      const change = { scheduledDate: String((req.body as { scheduledDate: string }).scheduledDate).trim(), scheduledTime: body.scheduledTime };
      return adminMoveReservation(deps, { id: String(params.id), change, admin: who });
    },
    admin,
  );

  // The autumn rush (issue 27, part 5): rush days' extra bays and longer hours.
  mountCall(router, listRushDays, () => rushDaysAhead(deps), admin);
  mountCall(router, saveRushDayCall, ({ body, who }) => saveRushDay(deps, body, who), admin);
  mountCall(router, removeRushDayCall, ({ params }) => removeRushDay(deps, params.locationId, params.date), admin);
  // Season windows, their invitation batches and the forecast load per day.
  mountCall(router, listSeasonWindows, () => seasonWindows(deps), admin);
  mountCall(router, createSeasonWindow, ({ body, who }) => createSeason(deps, body, who), { ...admin, status: 201 });
  mountCall(router, sendInvitationBatch, ({ params, body }) => sendBatch(deps, params.seasonId, body), admin);
  mountCall(router, getSeasonForecast, ({ params }) => seasonForecast(deps, params.seasonId), admin);

  return router;
}
