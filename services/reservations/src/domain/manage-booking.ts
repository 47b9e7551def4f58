import {
  MANAGE_LINK_RESEND_MINUTES,
  normalizeTrackingCode,
  SLOT_MINUTES,
  trackingCodePattern,
  EVENT_SECRET_FIELDS,
  type ManagedReservation,
} from '@tire/contracts';
import { HttpError, inTransaction } from '@tire/service-kit';
import type pg from 'pg';
import { mintManageLink, recentlyRequestedLink, reservationOfManageToken } from '../data-access/manage-links.js';
import { recordCustomerConfirmation } from '../data-access/reminder-claims.js';
import { appendEvent, type Actor } from '../data-access/reservation-events.js';
import { writeEvent } from '../data-access/outbox.js';
import { contactEmailOf, linkGuestReservations, lockReservation, reservationIdOfTrackingCode, type LockedReservation } from '../data-access/status-changes.js';
import { appointmentFacts } from './appointment-facts.js';
import { changeLockedAsCustomer, type ChangeDeps, type ChangeRequest } from './change-reservation.js';
import { stageOf } from './reservation-lifecycle.js';
import { toTrackedReservation, withLocation, type ReservationWithLocation } from './reservation-view.js';

/**
 * A guest's manage link (/manage-booking#token=…, @tire/contracts manage-booking.ts): what it
 * opens and what it may do. The link is the proof of the mailbox the booking's e-mails go to, so
 * it may do what the signed-in owner may (the same use case, changeLockedAsCustomer): see the
 * booking, move it or cancel it within the booking policy. It opens nothing once the booking has
 * ended or its links were revoked (a cancellation), and every such case, like an unknown or forged
 * token, is the same neutral 404.
 */

/** The outbox fields the relay drops once an event is queued: the token lives on only in the e-mail's job. */
export const MANAGE_LINK_SECRET_FIELDS = EVENT_SECRET_FIELDS;

const linkNotValid = () => HttpError.of('manage.linkNotValid');

/** When the booking ends (its start plus one slot): its links are good until then. */
export const bookingEnd = (startsAt: Date) => new Date(startsAt.getTime() + SLOT_MINUTES * 60_000);

const hasEnded = (startsAt: Date, now: Date) => now.getTime() >= bookingEnd(startsAt).getTime();

/** What the manage page shows: the tracked view (no personal data) and the start as an instant. */
export const toManagedReservation = (row: ReservationWithLocation, now: Date, holdMinutes: number): ManagedReservation => ({
  ...toTrackedReservation(row, now, holdMinutes),
  startsAt: row.startsAt.toISOString(),
});

/** The booking a manage link opens, or the neutral 404. */
export async function managedReservation(deps: ChangeDeps, token: string): Promise<ManagedReservation> {
  const now = deps.now();
  const id = await reservationOfManageToken(deps.pool, token);
  const row = id === undefined ? null : await deps.prisma.reservation.findUnique({ where: { id }, include: withLocation });
  if (!row || hasEnded(row.startsAt, now)) throw linkNotValid();
  return toManagedReservation(row, now, deps.holdMinutes);
}

/**
 * Acts on the booking a manage link opens, under the booking's lock: the link is read again there,
 * so a cancellation that committed in the meantime (which revoked it) is seen, and a booking that
 * has ended opens nothing. The answer is read by id: after a cancellation the link itself no
 * longer opens the booking, but the page still shows what happened (the refund).
 */
async function actOnLinkedBooking(
  deps: ChangeDeps,
  token: string,
  act: (client: pg.PoolClient, current: LockedReservation, now: Date) => Promise<void>,
): Promise<ManagedReservation> {
  const now = deps.now();
  const id = await reservationOfManageToken(deps.pool, token);
  if (id === undefined) throw linkNotValid();
  await inTransaction(deps.pool, async (client) => {
    const current = await lockReservation(client, id);
    if (!current || (await reservationOfManageToken(client, token)) !== id || hasEnded(current.startsAt, now)) throw linkNotValid();
    await act(client, current, now);
  });
  return toManagedReservation(await deps.prisma.reservation.findUniqueOrThrow({ where: { id }, include: withLocation }), now, deps.holdMinutes);
}

/** Moves or cancels the booking a manage link opens, as its customer (the booking policy, the free slots, the e-mails: changeLockedAsCustomer). */
export const changeByManageLink = (deps: ChangeDeps, token: string, change: ChangeRequest['change']) =>
  actOnLinkedBooking(deps, token, async (client, current, now) => {
    const actor: Actor = { type: 'guest', id: null, email: await contactEmailOf(client, current), source: 'web' };
    await changeLockedAsCustomer(client, deps, current, change, actor, now);
  });

/**
 * The reminder's "I'm coming": records that the customer will come (the first answer is kept, so
 * a second click changes nothing). Only for a booking still to come that is paid or confirmed;
 * a cancelled, ended or unpaid one is the neutral 404, like any link that opens nothing.
 */
export const confirmAttendanceByManageLink = (deps: ChangeDeps, token: string) =>
  actOnLinkedBooking(deps, token, async (client, current, now) => {
    if (!['paid', 'confirmed', 'in_progress'].includes(stageOf(current))) throw linkNotValid();
    await recordCustomerConfirmation(client, current.id, now);
  });

/**
 * The track page's "e-mail me the link": a new manage link to the address the booking's e-mails
 * go to, for a booking that can still be managed, at most once per MANAGE_LINK_RESEND_MINUTES
 * (whoever holds a tracking code cannot flood the guest's inbox). Nothing of this is told to the
 * asker: the answer is always the same.
 */
export async function sendManageLink(deps: Pick<ChangeDeps, 'pool' | 'now'>, typedCode: string): Promise<{ accepted: true }> {
  const code = normalizeTrackingCode(typedCode);
  if (!trackingCodePattern.test(code)) return { accepted: true };
  const now = deps.now();
  await inTransaction(deps.pool, async (client) => {
    const id = await reservationIdOfTrackingCode(client, code);
    const current = id !== undefined && (await lockReservation(client, id));
    if (!current || ['cancelled', 'completed'].includes(stageOf(current)) || hasEnded(current.startsAt, now)) return;
    const email = await contactEmailOf(client, current);
    if (!email || (await recentlyRequestedLink(client, current.id, MANAGE_LINK_RESEND_MINUTES))) return;
    await writeEvent(client, 'reservation.manage-link', {
      ...appointmentFacts(current, email),
      manageToken: await mintManageLink(client, current.id, 'requested'),
    });
  });
  return { accepted: true };
}

/**
 * A customer signed in with a code sent to `email` (the BFF calls this right after): the guest
 * bookings made with that address join their account, so the account lists them and they can be
 * changed there. Each gets a history entry. Bookings of another account are never touched.
 */
export async function claimGuestReservations(deps: Pick<ChangeDeps, 'pool'>, customer: { userId: string; email?: string }): Promise<{ claimed: number }> {
  const email = customer.email?.trim();
  if (!email) return { claimed: 0 };
  return inTransaction(deps.pool, async (client) => {
    const ids = await linkGuestReservations(client, customer.userId, email);
    const actor: Actor = { type: 'customer', id: customer.userId, email, source: 'web' };
    for (const id of ids) await appendEvent(client, { reservationId: id, type: 'linked_to_account', actor });
    return { claimed: ids.length };
  });
}
