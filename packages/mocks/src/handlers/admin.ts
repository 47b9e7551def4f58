import { http } from 'msw';
import {
  ADMIN_MESSAGES,
  centsToEuroText,
  euroTextToCents,
  getAdminStats,
  isoDateSchema,
  listAdminReservations,
  RESERVATION_MESSAGES,
  updateReservationStatus,
  type Reservation,
} from '@tire/contracts';
import type { MockDb } from '../db.js';
import { dayOfWeek, helsinkiWallClock } from '../helsinki-time.js';
import { api, apiError, contractJson, parseBody, simulateLatency, type HandlerOptions } from '../respond.js';

const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** The admin's stat cards by the reservations service's rules (Helsinki days, weeks from Sunday). */
export function mockAdminStats(reservations: Reservation[], now: Date) {
  const today = helsinkiWallClock(now).date;
  const weekStart = addDays(today, -dayOfWeek(today));
  const weekEnd = addDays(weekStart, 6);
  const active = reservations.filter((item) => item.status !== 'cancelled');
  return {
    today: active.filter((item) => item.scheduledDate === today).length,
    week: active.filter((item) => item.scheduledDate >= weekStart && item.scheduledDate <= weekEnd).length,
    monthRevenue: centsToEuroText(
      reservations
        .filter((item) => item.status === 'completed' && item.scheduledDate.slice(0, 7) === today.slice(0, 7))
        .reduce((sum, item) => sum + euroTextToCents(item.totalPrice), 0),
    ),
    pending: reservations.filter((item) => item.status === 'pending').length,
  };
}

/**
 * The admin calls: 401 for a guest, 403 for a customer, as the BFF and the service answer.
 * Lists are the newest booking first.
 */
export const adminHandlers = (db: MockDb, options: HandlerOptions = {}) => {
  const refusal = () => (!db.user ? apiError(401, ADMIN_MESSAGES.unauthorized) : !db.user.isAdmin ? apiError(403, ADMIN_MESSAGES.forbidden) : undefined);
  const newestFirst = (items: Reservation[]) =>
    [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const list = (date: string | null) => {
    if (date !== null && !isoDateSchema.safeParse(date).success) return apiError(400, 'Invalid date');
    return contractJson(
      listAdminReservations.response,
      newestFirst(date ? db.reservations.filter((item) => item.scheduledDate === date) : db.reservations),
    );
  };

  return [
    http.get(api(getAdminStats.path), async () => {
      await simulateLatency(options);
      return refusal() ?? contractJson(getAdminStats.response, mockAdminStats(db.reservations, db.now()));
    }),
    http.get(api(listAdminReservations.path), async ({ request }) => {
      await simulateLatency(options);
      return refusal() ?? list(new URL(request.url).searchParams.get('date'));
    }),
    http.get(api('/api/admin/reservations/:date'), async ({ params }) => {
      await simulateLatency(options);
      return refusal() ?? list(String(params.date));
    }),
    http.patch(api(updateReservationStatus.path), async ({ request, params }) => {
      await simulateLatency(options);
      const refused = refusal();
      if (refused) return refused;
      const reservation = db.reservations.find((item) => item.id === Number(params.id));
      if (!reservation) return apiError(404, RESERVATION_MESSAGES.reservationNotFound);
      const body = await parseBody(request, updateReservationStatus.body);
      if (!body.ok) return body.response;
      reservation.status = body.data.status;
      return contractJson(updateReservationStatus.response, reservation);
    }),
  ];
};
