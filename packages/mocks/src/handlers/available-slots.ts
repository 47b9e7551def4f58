import { http } from 'msw';
import { availableSlotsQuerySchema, listAvailableSlots, RESERVATION_MESSAGES, toValidationError } from '@tire/contracts';
import type { MockDb } from '../db.js';
import { api, apiError, contractJson, simulateLatency, type HandlerOptions } from '../respond.js';

export const availableSlotHandlers = (db: MockDb, options: HandlerOptions = {}) => [
  http.get(api(listAvailableSlots.path), async ({ request }) => {
    await simulateLatency(options);
    const params = Object.fromEntries(new URL(request.url).searchParams);
    const query = availableSlotsQuerySchema.safeParse(params);
    if (!query.success) return apiError(400, toValidationError(query.error));
    const location = db.findLocation(query.data.locationId);
    if (!location) return apiError(404, RESERVATION_MESSAGES.locationNotFound);
    return contractJson(listAvailableSlots.response, db.freeSlots(location, query.data.date));
  }),
];
