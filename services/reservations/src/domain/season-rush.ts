import {
  addDays,
  earliestDayAfterLead,
  eventLanguage,
  helsinkiWallClock,
  LEAD_TIMES_WORKING_DAYS,
  locationOnDay,
  seasonChangeServiceOf,
  slotTimesOfDay,
  type BodyOf,
  type ForecastDay,
  type ResponseOf,
  type SeasonInvitation,
  type SeasonWindow,
  type createSeasonWindow,
  type invitationBatchBodySchema,
  type sendInvitationBatch,
} from '@tire/contracts';
import { HttpError, inTransaction } from '@tire/service-kit';
import type pg from 'pg';
import type { z } from 'zod';
import type { LocationCache } from '../data-access/locations-repository.js';
import type { OpeningDaysCache } from '../data-access/opening-days.js';
import { writeEvent } from '../data-access/outbox.js';
import {
  findSeason,
  forecastCounts,
  insertInvitation,
  insertSeason,
  invitationOfToken,
  listSeasons,
  nextBatchNumber,
  nextCustomersToInvite,
  storedSetOf,
  withFigures,
} from '../data-access/season-windows.js';

export interface SeasonDeps {
  pool: pg.Pool;
  locations: LocationCache;
  openingDays: OpeningDaysCache;
  now: () => Date;
}

export const seasonWindows = (deps: SeasonDeps) => listSeasons(deps.pool);

/**
 * A season window: the days (startsOn..endsOn) at one location or at every one that the season's
 * invitations book into and the forecast covers. It plans; it closes no other day to anyone.
 */
export async function createSeason(
  deps: SeasonDeps,
  body: BodyOf<typeof createSeasonWindow>,
  admin: { userId: string; email?: string },
): Promise<SeasonWindow> {
  if (body.locationId !== null && !(await deps.locations.byId(body.locationId))) throw HttpError.of('reservation.locationNotFound');
  const season = await insertSeason(deps.pool, body, admin.email ?? admin.userId);
  return withFigures(deps.pool, season);
}

async function seasonOrNotFound(db: pg.Pool | pg.PoolClient, id: number, options?: { lock: boolean }) {
  const season = await findSeason(db, id, options);
  if (!season) throw HttpError.of('rush.seasonNotFound');
  return season;
}

/**
 * Sends the season's next batch: up to batchSize hotel customers not invited yet (oldest stored set
 * first), each once per season (the unique index makes sure), each pointed at the batch's day so
 * the demand spreads over the window. One e-mail each through the outbox, in the customer's
 * language, carrying the link to their pre-filled booking. The season's row is locked while the
 * batch is chosen, so two clicks never pick the same customers.
 */
export async function sendBatch(
  deps: SeasonDeps,
  seasonId: number,
  body: z.output<typeof invitationBatchBodySchema>,
): Promise<ResponseOf<typeof sendInvitationBatch>> {
  const locations = await deps.locations.all();
  return inTransaction(deps.pool, async (client) => {
    const season = await seasonOrNotFound(client, seasonId, { lock: true });
    if (body.suggestedDate < season.startsOn || body.suggestedDate > season.endsOn) throw HttpError.invalid('suggestedDate', 'rush.dayOutsideWindow');
    const batch = await nextBatchNumber(client, season.id);
    const customers = await nextCustomersToInvite(client, season, body.batchSize);
    for (const customer of customers) {
      const location = locations.find((candidate) => candidate.id === customer.locationId);
      const { id, token } = await insertInvitation(client, { seasonId: season.id, customer, batch, suggestedDate: body.suggestedDate });
      await writeEvent(client, 'season.invitation', {
        invitationId: id,
        locationName: location?.name ?? '',
        locationAddress: location?.address ?? null,
        suggestedDate: body.suggestedDate,
        startsOn: season.startsOn,
        endsOn: season.endsOn,
        invitationToken: token,
        email: customer.email,
        name: customer.name,
        language: eventLanguage(customer.language ?? undefined),
      });
    }
    const figures = await withFigures(client, season);
    return { batch: customers.length ? batch : batch - 1, sent: customers.length, notYetInvited: figures.notYetInvited };
  });
}

/**
 * The forecast load of each day of the window at each of its locations: what the day can take
 * (its slots times its bays, a rush day's extra included, through the same locationOnDay as
 * the bookings; a closed day takes none), the bookings, the unpaid holds, and the invited
 * customers pointed at that day who have not booked in the window yet.
 */
export async function seasonForecast(deps: SeasonDeps, seasonId: number): Promise<{ season: SeasonWindow; days: ForecastDay[] }> {
  const season = await seasonOrNotFound(deps.pool, seasonId);
  const [all, openingDays, counts] = await Promise.all([deps.locations.all(), deps.openingDays.get(), forecastCounts(deps.pool, season)]);
  const locations = season.locationId === null ? all : all.filter((location) => location.id === season.locationId);
  const days: ForecastDay[] = [];
  for (let date = season.startsOn; date <= season.endsOn; date = addDays(date, 1)) {
    for (const weekly of locations) {
      const extra = openingDays.extraOn(weekly.id, date);
      const day = locationOnDay(weekly, date, extra);
      const capacity = openingDays.closedOn(weekly.id, date) ? 0 : slotTimesOfDay(date, day.openingHours).length * day.capacity;
      const key = counts.key(weekly.id, date);
      const bookings = counts.bookings.get(key);
      days.push({
        date,
        locationId: weekly.id,
        capacity,
        booked: bookings?.booked ?? 0,
        held: bookings?.held ?? 0,
        invitedNotBooked: counts.invited.get(key) ?? 0,
        extraBays: extra?.extraBays ?? 0,
      });
    }
  }
  return { season: await withFigures(deps.pool, season), days };
}

/**
 * The invitation a link's token names, while its season window has not ended and it names a stored
 * set; the neutral 404 for any other token. What the link opens and what a booking through it may
 * fetch both start here.
 */
export async function validInvitation(pool: pg.Pool, token: string, today: string) {
  const invitation = token ? await invitationOfToken(pool, token) : undefined;
  if (!invitation || invitation.endsOn < today || invitation.tireSetId === null) throw HttpError.of('rush.invitationNotValid');
  return { ...invitation, tireSetId: invitation.tireSetId };
}

/**
 * What an invitation's link opens, for anyone holding it (no account needed): the season-change
 * pre-fill of the customer's stored set, the day their batch was pointed at, and their address
 * for the guest form. The neutral 404 for an unknown token, a season that is over, or a set no
 * longer stored.
 */
export async function invitationPrefill(deps: SeasonDeps, token: string): Promise<SeasonInvitation> {
  const today = helsinkiWallClock(deps.now()).date;
  const invitation = await validInvitation(deps.pool, token, today);
  const set = await storedSetOf(deps.pool, invitation.tireSetId);
  const location = set && (await deps.locations.byId(set.locationId));
  if (!set || !location) throw HttpError.of('rush.invitationNotValid');
  const earliest = [earliestDayAfterLead(today, LEAD_TIMES_WORKING_DAYS.storageFetch), invitation.startsOn].sort().at(-1)!;
  return {
    prefill: {
      tireSetId: set.id,
      locationId: set.locationId,
      licensePlate: set.licensePlate,
      tireSize: set.tireSize,
      serviceType: seasonChangeServiceOf(set),
      earliestDate: earliest,
      tireType: set.tireType,
      onRims: set.onRims,
      brand: set.brand,
      model: set.model,
      locationName: location.name,
    },
    suggestedDate: [invitation.suggestedDate, earliest].sort().at(-1)!,
    startsOn: invitation.startsOn,
    endsOn: invitation.endsOn,
    guestEmail: invitation.email,
  };
}
