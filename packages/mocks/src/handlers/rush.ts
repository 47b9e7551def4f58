import { http } from 'msw';
import {
  createSeasonWindow,
  getSeasonForecast,
  listRushDays,
  listSeasonWindows,
  removeRushDay,
  saveRushDay,
  sendInvitationBatch,
  type RushDay,
  type SeasonWindow,
} from '@tire/contracts';
import type { MockDb } from '../db.js';
import { api, apiError, contractJson, guardedBody, simulateLatency, type HandlerOptions } from '../respond.js';

/**
 * The autumn rush's admin calls over the mock database: rush days change the mocks' slots through
 * the same slot rule (db.rushDays, read by locationOnDay); the mock has no tire hotel, so a season
 * has no customers to invite and its forecast lists no days.
 */
export function rushHandlers(db: MockDb, options: HandlerOptions = {}) {
  const refusal = () => (!db.user ? apiError('unauthorized') : !db.user.isAdmin ? apiError('admin.forbidden') : undefined);
  const seasons: SeasonWindow[] = [];
  const rushDays = (): RushDay[] =>
    [...db.rushDays]
      .map(([key, extra]) => ({ locationId: Number(key.split('/')[0]), date: key.split('/')[1]!, ...extra }))
      .sort((a, b) => a.date.localeCompare(b.date));
  return [
    http.get(api(listRushDays.path), async () => {
      await simulateLatency(options);
      return refusal() ?? contractJson(listRushDays.response, rushDays());
    }),
    http.put(api(saveRushDay.path), async ({ request }) => {
      await simulateLatency(options);
      const body = await guardedBody(refusal(), request, saveRushDay.body);
      if (!body.ok) return body.response;
      if (!db.findLocation(body.data.locationId)) return apiError('reservation.locationNotFound');
      const { locationId, date, ...extra } = body.data;
      db.rushDays.set(`${locationId}/${date}`, extra);
      return contractJson(saveRushDay.response, { locationId, date, ...extra });
    }),
    http.delete(api(removeRushDay.path), async ({ params }) => {
      await simulateLatency(options);
      return refusal() ?? contractJson(removeRushDay.response, { removed: db.rushDays.delete(`${String(params.locationId)}/${String(params.date)}`) });
    }),
    http.get(api(listSeasonWindows.path), async () => {
      await simulateLatency(options);
      return refusal() ?? contractJson(listSeasonWindows.response, seasons);
    }),
    http.post(api(createSeasonWindow.path), async ({ request }) => {
      await simulateLatency(options);
      const body = await guardedBody(refusal(), request, createSeasonWindow.body);
      if (!body.ok) return body.response;
      const season = { id: seasons.length + 1, ...body.data, invited: 0, notYetInvited: 0, batches: 0 };
      seasons.unshift(season);
      return contractJson(createSeasonWindow.response, season, { status: 201 });
    }),
    http.post(api(sendInvitationBatch.path), async () => {
      await simulateLatency(options);
      return refusal() ?? contractJson(sendInvitationBatch.response, { batch: 0, sent: 0, notYetInvited: 0 });
    }),
    http.get(api(getSeasonForecast.path), async ({ params }) => {
      await simulateLatency(options);
      const season = seasons.find((candidate) => candidate.id === Number(params.seasonId));
      return refusal() ?? (season ? contractJson(getSeasonForecast.response, { season, days: [] }) : apiError('rush.seasonNotFound'));
    }),
  ];
}
