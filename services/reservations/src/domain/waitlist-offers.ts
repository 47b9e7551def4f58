import { eventLanguage, freeSlots, helsinkiInstant } from '@tire/contracts';
import { inTransaction, startPeriodicTask, type AvailabilityPublisher, type Logger } from '@tire/service-kit';
import type pg from 'pg';
import type { LocationCache } from '../data-access/locations-repository.js';
import type { OpeningDaysCache } from '../data-access/opening-days.js';
import { writeEvent } from '../data-access/outbox.js';
import { countActiveReservations } from '../data-access/slot-counts.js';
import {
  deleteEndedEntries,
  expireEntries,
  lapseOffers,
  lockSlot,
  markOffered,
  onClient,
  placesTaken,
  waitingEntries,
  type WaitlistRow,
} from '../data-access/waitlist.js';
import { assertBookableDay } from './book-reservation.js';
import { locationOnDate } from './location-day.js';

export interface WaitlistOfferDeps {
  pool: pg.Pool;
  locations: LocationCache;
  openingDays: OpeningDaysCache;
  horizonDays: number;
  now: () => Date;
  logger: Logger;
  /** How long an offered place is held for its customer alone (WAITLIST_OFFER_MINUTES). */
  offerMinutes: number;
  /** Offers taken and given back change availability: every BFF's cache is emptied. */
  availability?: AvailabilityPublisher;
}

export interface WaitlistRound {
  offered: number[];
  lapsed: number[];
  expired: number[];
}

/** How long an ended entry (and the details it holds) is kept, for support questions: 30 days. */
const ENDED_KEPT_MS = 30 * 86_400_000;

/** Waiting entries looked at per round, oldest first. */
const ENTRIES_PER_ROUND = 500;

/**
 * One round of the waitlist, in one transaction that one service instance at a time runs (a
 * transaction-scoped advisory lock; another instance's round returns null): offers whose hold ran
 * out lapse, entries whose window began expire (and those ended 30 days ago are deleted, with the
 * customer's details), then every waiting entry, first come first, is
 * offered the earliest place free in its window, if any (a cancellation, a hold that ran out, a
 * move away or a lapsed offer freed it). Each offer takes its slot's lock, as bookings and moves
 * do, and counts again under it, so a place is never offered twice nor offered and booked at once.
 * The offer's e-mail goes out through the outbox with the link's token.
 */
export async function offerFreedPlaces(deps: WaitlistOfferDeps): Promise<WaitlistRound | null> {
  const now = deps.now();
  const round = await inTransaction(deps.pool, async (client) => {
    const { rows } = await client.query<{ ours: boolean }>(`SELECT pg_try_advisory_xact_lock(hashtext('waitlist-round')) AS ours`);
    if (!rows[0]?.ours) return null;
    const lapsed = await lapseOffers(client, now);
    const expired = await expireEntries(client, now);
    await deleteEndedEntries(client, new Date(now.getTime() - ENDED_KEPT_MS));
    const offered: number[] = [];
    for (const entry of await waitingEntries(client, ENTRIES_PER_ROUND)) {
      if (await offerPlace(deps, client, entry, now)) offered.push(entry.id);
    }
    return { offered, lapsed, expired };
  });
  if (round && (round.offered.length > 0 || round.lapsed.length > 0)) {
    deps.logger.info(round, 'waitlist: places offered and offers lapsed');
    await deps.availability?.changed();
  }
  return round;
}

/** Offers the entry the earliest free place in its window; false when there is none. */
async function offerPlace(deps: WaitlistOfferDeps, client: pg.PoolClient, entry: WaitlistRow, now: Date): Promise<boolean> {
  const weekly = await deps.locations.byId(entry.locationId);
  if (!weekly) return false;
  const date = entry.scheduledDate;
  const location = await locationOnDate(deps.openingDays, weekly, date);
  const bookable = await assertBookableDay(deps, location.id, date, now).then(
    () => true,
    () => false,
  );
  if (!bookable) return false;
  const booked = await countActiveReservations(client, location.id, date);
  const candidates = freeSlots({ date, openingHours: location.openingHours, capacity: location.capacity, booked, now }).filter(
    (time) => time >= entry.windowStart && time <= entry.windowEnd,
  );
  for (const time of candidates) {
    const slot = { locationId: location.id, date, time };
    await lockSlot(onClient(client), slot);
    const taken = await placesTaken(onClient(client), slot);
    if (taken.booked + taken.offered >= location.capacity) continue;
    const startsAt = helsinkiInstant(date, time);
    // Held for the offer's minutes, never past the appointment's start.
    const expiresAt = new Date(Math.min(now.getTime() + deps.offerMinutes * 60_000, startsAt.getTime()));
    const token = await markOffered(client, entry.id, { time, startsAt, expiresAt, now });
    if (!token) return false;
    await writeEvent(client, 'waitlist.offered', {
      entryId: entry.id,
      locationId: location.id,
      locationName: location.name,
      locationAddress: location.address ?? null,
      scheduledDate: date,
      scheduledTime: time,
      startsAt: startsAt.toISOString(),
      serviceType: entry.serviceType,
      offerExpiresAt: expiresAt.toISOString(),
      offerToken: token,
      email: entry.email,
      name: entry.details.guestName ?? null,
      language: eventLanguage(entry.language),
    });
    return true;
  }
  return false;
}

/** Runs a round every intervalMs (WAITLIST_INTERVAL_MS) in the background. */
export function startWaitlistOffers(deps: WaitlistOfferDeps, intervalMs: number) {
  return startPeriodicTask('waitlist offers', () => offerFreedPlaces(deps), { intervalMs, logger: deps.logger });
}
