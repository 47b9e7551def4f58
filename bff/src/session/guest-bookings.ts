import type { Request } from 'express';
import { claimGuestReservations } from '@tire/contracts';
import { IDENTITY_HEADERS, SERVICE_TOKEN_HEADER, signServiceToken } from '@tire/service-kit';
import type { Identity } from '../middleware/identity.js';

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
    const url = new URL(claimGuestReservations.path, options.baseUrl);
    const headers: Record<string, string> = {
      accept: 'application/json',
      [SERVICE_TOKEN_HEADER]: await signServiceToken('reservations', {
        issuer: 'bff',
        method: 'POST',
        path: url.pathname,
        userId: identity.userId,
        email: identity.email,
        clientIp: req.ip,
      }),
    };
    const requestId = req.headers[IDENTITY_HEADERS.requestId];
    if (typeof requestId === 'string') headers[IDENTITY_HEADERS.requestId] = requestId;
    const response = await fetch(url, { method: 'POST', headers, signal: AbortSignal.timeout(options.timeoutMs ?? CLAIM_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`reservations answered ${response.status} to the guest bookings claim`);
    return claimGuestReservations.response!.parse(await response.json()).claimed;
  };
}
export type ClaimGuestBookings = ReturnType<typeof createGuestBookingsClaimer>;
