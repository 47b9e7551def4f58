import { http } from 'msw';
import {
  BOOKKEEPING_YEARS_KEPT,
  ERASED_PERSONAL_DATA,
  eraseMyData,
  getMyData,
  helsinkiDateOf,
  KEPT_AFTER_ERASURE,
  PERSONAL_DATA_SCHEMA_VERSION,
  type PersonalDataService,
} from '@tire/contracts';
import type { MockDb } from '../db.js';
import { api, apiError, contractJson, parseBody, simulateLatency, type HandlerOptions } from '../respond.js';

const toCents = (euros: string) => Math.round(Number(euros) * 100);

/**
 * The customer's own data as the BFF answers it: the download (every service's part, an
 * attachment) and the erasure (upcoming bookings and open orders cancelled and refunded in full,
 * the account gone, signed out; an administrator refused with 409).
 */
export const privacyHandlers = (db: MockDb, options: HandlerOptions = {}) => [
  http.get(api(getMyData.path), async () => {
    await simulateLatency(options);
    const user = db.user;
    if (!user) return apiError('unauthorized');
    const exportedAt = db.now().toISOString();
    const part = (service: PersonalDataService, records: Record<string, Record<string, unknown>[]>) => ({
      service,
      schemaVersion: PERSONAL_DATA_SCHEMA_VERSION,
      exportedAt,
      records,
    });
    const bookings = db.reservations.filter((item) => item.guestEmail === user.email);
    return contractJson(
      getMyData.response,
      {
        schemaVersion: PERSONAL_DATA_SCHEMA_VERSION,
        exportedAt,
        subject: { email: user.email, userId: user.id },
        services: {
          reservations: part('reservations', { bookings: bookings.map((item) => ({ ...item })), bookingEvents: [] }),
          catalogue: part('catalogue', { orders: db.orders.map((order) => ({ ...order })), orderEvents: [] }),
          payments: part('payments', { payments: db.payments.map(({ id: _id, clientSecret: _secret, ...payment }) => ({ ...payment })) }),
          notifications: part('notifications', { contactMessages: [], emailsSent: [] }),
          accounts: part('accounts', { accounts: [{ ...user }], signInProviders: [], signInCodes: [], pendingSignups: [] }),
        },
      },
      { headers: { 'Content-Disposition': `attachment; filename="my-data-${helsinkiDateOf(db.now())}.json"` } },
    );
  }),

  http.post(api(eraseMyData.path), async ({ request }) => {
    await simulateLatency(options);
    const user = db.user;
    if (!user) return apiError('unauthorized');
    const body = await parseBody(request, eraseMyData.body);
    if (!body.ok) return body.response;
    if (user.isAdmin) return apiError('privacy.adminAccount');
    const now = db.now().getTime();
    const upcoming = db.reservations.filter(
      (item) => item.guestEmail === user.email && (item.status === 'pending' || item.status === 'confirmed') && Date.parse(item.startsAt) > now,
    );
    const open = db.orders.filter((order) => ['pending', 'paid', 'processing', 'ready'].includes(order.status));
    let refundCents = 0;
    for (const item of upcoming) {
      if (item.paymentStatus === 'paid') refundCents += toCents(item.totalPrice);
      item.status = 'cancelled';
    }
    for (const order of open) {
      if (order.status !== 'pending') refundCents += toCents(order.totalAmount);
      order.status = 'cancelled';
    }
    for (const item of db.reservations.filter((booking) => booking.guestEmail === user.email)) {
      Object.assign(item, { guestName: null, guestEmail: null, guestPhone: null, guestAddress: null, guestApartment: null, guestPostalCode: null });
      Object.assign(item, { registrationNumber: '', vehicleBrand: '', notes: null });
    }
    db.accounts.delete(user.email);
    db.signOut();
    return contractJson(eraseMyData.response, {
      bookingsCancelled: upcoming.map((item) => item.trackingCode),
      ordersCancelled: open.map((order) => String(order.id)),
      refundCents,
      kept: [...KEPT_AFTER_ERASURE],
      keptYears: BOOKKEEPING_YEARS_KEPT,
      erased: [...ERASED_PERSONAL_DATA],
    });
  }),
];
