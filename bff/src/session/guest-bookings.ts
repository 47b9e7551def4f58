import type { Request } from 'express';
import { claimGuestReservations } from '@tire/contracts';
import type { Identity } from '../middleware/identity.js';
import { callService, ServiceCallFailed } from '../internal/internal-call.js';

/** A sign-in never waits longer than this for the reservations service. */
const CLAIM_TIMEOUT_MS = 2_000;

/**
 * Tells the reservations service that this customer has just proved, with a code sent there, that
 * the account's e-mail address is theirs: the guest bookings made with that address join the
 * account (claimGuestReservations). Only code sign-ins call it; a Google sign-in enters an
 * account on the provider's word and so never takes over bookings by the address alone. The user
 * and the address travel in the BFF's signed token, as for any call on a customer's behalf.
 * Resolves with how many bookings joined; throws when the service could not be asked.
 */
export function createGuestBookingsClaimer(options: { baseUrl: string; timeoutMs?: number }) {
  return async function claimGuestBookings(identity: Identity, req: Request): Promise<number> {
    const answer = await callService('reservations', options.baseUrl, {
      method: claimGuestReservations.method,
      path: claimGuestReservations.path,
      onBehalfOf: { userId: identity.userId, email: identity.email, clientIp: req.ip },
      from: req,
      timeoutMs: options.timeoutMs ?? CLAIM_TIMEOUT_MS,
    });
    if (!answer.ok) throw new ServiceCallFailed('reservations', false, new Error(`reservations answered ${answer.status} to the guest bookings claim`));
    return claimGuestReservations.response!.parse(answer.body).claimed;
  };
}
export type ClaimGuestBookings = ReturnType<typeof createGuestBookingsClaimer>;
