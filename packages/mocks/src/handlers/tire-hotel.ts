import { http } from 'msw';
import { getTireSetPickList, listMyTireSets } from '@tire/contracts';
import type { MockDb } from '../db.js';
import { api, apiError, contractJson, simulateLatency, type HandlerOptions } from '../respond.js';

/** The tire hotel's customer side (issue 27): "My tires" lists the mock customer's stored sets (none unless a test adds them). */
export const tireHotelHandlers = (db: MockDb, options: HandlerOptions = {}) => [
  http.get(api(listMyTireSets.path), async () => {
    await simulateLatency(options);
    if (!db.user) return apiError('unauthorized');
    return contractJson(listMyTireSets.response, db.tireSets ?? []);
  }),
  // The admin's pick list of a day: the mock keeps no bookings of stored sets.
  http.get(api(getTireSetPickList.path), async () => {
    await simulateLatency(options);
    if (!db.user?.isAdmin) return apiError('forbidden');
    return contractJson(getTireSetPickList.response, []);
  }),
];
