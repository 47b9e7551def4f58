import { http } from 'msw';
import { listServiceLocations } from '@tire/contracts';
import type { MockDb } from '../db.js';
import { api, contractJson, simulateLatency, type HandlerOptions } from '../respond.js';

export const serviceLocationHandlers = (db: MockDb, options: HandlerOptions = {}) => [
  http.get(api(listServiceLocations.path), async () => {
    await simulateLatency(options);
    return contractJson(listServiceLocations.response, db.locations);
  }),
];
