import { http } from 'msw';
import {
  BOOKKEEPING_YEARS_KEPT,
  ERASED_PERSONAL_DATA,
  eraseMyData,
  eraseMyDataByLink,
  getMyData,
  getMyDataByLink,
  helsinkiDateOf,
  KEPT_AFTER_ERASURE,
  PERSONAL_DATA_SCHEMA_VERSION,
  type PersonalDataService,
} from '@tire/contracts';
import type { MockDb, MockPayment } from '../db.js';
import { api, apiError, contractJson, guardedBody, parseBody, simulateLatency, type HandlerOptions } from '../respond.js';

const toCents = (euros: string) => Math.round(Number(euros) * 100);

/**
 * The customer's own data as the BFF answers it: the download (every service's part, an
 * attachment) and the erasure (upcoming bookings and open orders cancelled and refunded in full,
 * the account gone, signed out; an administrator refused with 409).
 */
const sameAddress = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/** Everything held about a person (an account's, or the address a guest's link proves). */
function exportFor(db: MockDb, subject: { email: string; userId?: string }) {
  const exportedAt = db.now().toISOString();
  const part = (service: PersonalDataService, records: Record<string, Record<string, unknown>[]>) => ({
    service,
    schemaVersion: PERSONAL_DATA_SCHEMA_VERSION,
    exportedAt,
    records,
  });
  const account = db.accounts.get(subject.email);
  const bookings = db.reservations.filter((item) => sameAddress(item.guestEmail, subject.email));
  // A signed-in customer's orders are theirs; a guest's are those placed with the address.
  const orders = subject.userId ? db.orders : db.orders.filter((order) => sameAddress((order as { email?: string | null }).email, subject.email));
  // The payments are found by the bookings' codes and the orders' numbers, as the payments service does.
  const codes = new Set(bookings.map((item) => item.trackingCode));
  const orderIds = new Set(orders.map((order) => order.id));
  const paidHere = (payment: MockPayment) =>
    Boolean(subject.userId) ||
    (payment.trackingCode !== null && codes.has(payment.trackingCode)) ||
    (payment.orderId !== null && orderIds.has(payment.orderId));
  return {
    schemaVersion: PERSONAL_DATA_SCHEMA_VERSION,
    exportedAt,
    subject,
    services: {
      reservations: part('reservations', { bookings: bookings.map((item) => ({ ...item })), bookingEvents: [] }),
      catalogue: part('catalogue', { orders: orders.map((order) => ({ ...order })), orderEvents: [] }),
      payments: part('payments', {
        payments: db.payments.filter(paidHere).map(({ id: _id, clientSecret: _secret, ...payment }) => ({ ...payment })),
      }),
      notifications: part('notifications', { contactMessages: [], emailsSent: [] }),
      accounts: part('accounts', { accounts: account ? [{ ...account }] : [], signInProviders: [], signInCodes: [], pendingSignups: [] }),
    },
  };
}

/** The erasure: upcoming bookings and open orders cancelled and refunded in full, the person anonymised, the account and links gone. */
function eraseFor(db: MockDb, subject: { email: string; userId?: string }) {
  const now = db.now().getTime();
  const mine = db.reservations.filter((item) => sameAddress(item.guestEmail, subject.email));
  const upcoming = mine.filter((item) => (item.status === 'pending' || item.status === 'confirmed') && Date.parse(item.startsAt) > now);
  const open = (subject.userId ? db.orders : db.orders.filter((order) => sameAddress((order as { email?: string | null }).email, subject.email))).filter(
    (order) => ['pending', 'paid', 'processing', 'ready'].includes(order.status),
  );
  let refundCents = 0;
  for (const item of upcoming) {
    if (item.paymentStatus === 'paid') refundCents += toCents(item.totalPrice);
    item.status = 'cancelled';
  }
  for (const order of open) {
    if (order.status !== 'pending') refundCents += toCents(order.totalAmount);
    order.status = 'cancelled';
  }
  for (const item of mine) {
    Object.assign(item, { guestName: null, guestEmail: null, guestPhone: null, guestAddress: null, guestApartment: null, guestPostalCode: null });
    Object.assign(item, { registrationNumber: '', vehicleBrand: '', notes: null });
  }
  db.accounts.delete(subject.email);
  for (const [token, email] of db.emailAccessLinks) if (sameAddress(email, subject.email)) db.emailAccessLinks.delete(token);
  return {
    bookingsCancelled: upcoming.map((item) => item.trackingCode),
    ordersCancelled: open.map((order) => String(order.id)),
    refundCents,
    kept: [...KEPT_AFTER_ERASURE],
    keptYears: BOOKKEEPING_YEARS_KEPT,
    erased: [...ERASED_PERSONAL_DATA],
  };
}

const attachment = (db: MockDb) => ({ headers: { 'Content-Disposition': `attachment; filename="my-data-${helsinkiDateOf(db.now())}.json"` } });

/**
 * The customer's own data as the BFF answers it: the download (every service's part, an
 * attachment) and the erasure (upcoming bookings and open orders cancelled and refunded in full,
 * the account gone, signed out; an administrator refused with 409). The same for a guest through
 * a live "my bookings" link (db.emailAccessLinks), whose link is gone with the erasure.
 */
export const privacyHandlers = (db: MockDb, options: HandlerOptions = {}) => [
  http.get(api(getMyData.path), async () => {
    await simulateLatency(options);
    const user = db.user;
    if (!user) return apiError('unauthorized');
    return contractJson(getMyData.response, exportFor(db, { email: user.email, userId: user.id }), attachment(db));
  }),

  http.post(api(eraseMyData.path), async ({ request }) => {
    await simulateLatency(options);
    const call = await guardedBody(db.user ?? apiError('unauthorized'), request, eraseMyData.body);
    if (!call.ok) return call.response;
    const user = call.subject;
    if (user.isAdmin) return apiError('privacy.adminAccount');
    const result = eraseFor(db, { email: user.email, userId: user.id });
    db.signOut();
    return contractJson(eraseMyData.response, result);
  }),

  http.get(api(getMyDataByLink.path), async ({ params }) => {
    await simulateLatency(options);
    const email = typeof params.token === 'string' ? db.emailAccessLinks.get(params.token) : undefined;
    if (!email) return apiError('emailAccess.linkNotValid');
    return contractJson(getMyDataByLink.response, exportFor(db, { email }), attachment(db));
  }),

  http.post(api(eraseMyDataByLink.path), async ({ params, request }) => {
    await simulateLatency(options);
    const email = typeof params.token === 'string' ? db.emailAccessLinks.get(params.token) : undefined;
    if (!email) return apiError('emailAccess.linkNotValid');
    const body = await parseBody(request, eraseMyDataByLink.body);
    if (!body.ok) return body.response;
    if (db.accounts.get(email)?.isAdmin) return apiError('privacy.adminAccount');
    return contractJson(eraseMyDataByLink.response, eraseFor(db, { email }));
  }),
];
