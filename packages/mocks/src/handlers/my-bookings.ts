import { http } from 'msw';
import { EMAIL_ACCESS_LINK_MINUTES, getMyBookings, requestMyBookingsLink, SLOT_MINUTES, type MyBooking } from '@tire/contracts';
import type { MockDb } from '../db.js';
import { api, apiError, contractJson, parseBody, simulateLatency, type HandlerOptions } from '../respond.js';
import { trackedView } from './reservations.js';

const sameAddress = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/**
 * "My bookings" by e-mail (/my-bookings#token=…): "send me a link" answers 202 whatever the address
 * and records it (db.emailAccessRequests); a live link (db.emailAccessLinks: token -> address)
 * lists the address's bookings (with a manage link each while it can be managed) and orders,
 * newest first; anything else is the one neutral 404.
 */
export const myBookingsHandlers = (db: MockDb, options: HandlerOptions = {}) => [
  http.post(api(requestMyBookingsLink.path), async ({ request }) => {
    await simulateLatency(options);
    const body = await parseBody(request, requestMyBookingsLink.body);
    if (!body.ok) return body.response;
    db.emailAccessRequests.push(body.data.email);
    return contractJson(requestMyBookingsLink.response, { accepted: true }, { status: 202 });
  }),

  http.get(api(getMyBookings.path), async ({ params }) => {
    await simulateLatency(options);
    const email = typeof params.token === 'string' ? db.emailAccessLinks.get(params.token) : undefined;
    if (!email) return apiError('emailAccess.linkNotValid');
    const now = db.now();
    const bookings: MyBooking[] = db.reservations
      .filter((reservation) => sameAddress(reservation.guestEmail, email))
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .map((reservation) => {
        const view = trackedView(db, reservation);
        const manageable = !['cancelled', 'completed'].includes(view.stage ?? '') && now.getTime() < Date.parse(reservation.startsAt) + SLOT_MINUTES * 60_000;
        return {
          ...view,
          startsAt: reservation.startsAt,
          createdAt: reservation.createdAt,
          manageToken: manageable ? db.issueManageLink(reservation.id) : null,
        };
      });
    const orders = db.orders
      .filter((order) => sameAddress((order as { email?: string | null }).email, email))
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    return contractJson(getMyBookings.response, {
      email,
      expiresAt: new Date(now.getTime() + EMAIL_ACCESS_LINK_MINUTES * 60_000).toISOString(),
      bookings,
      orders,
    });
  }),
];
