import { z } from 'zod';
import { defineCall } from './call.js';
import { API_PATHS } from '../paths.js';

/** The cheapest call through the whole chain (BFF and reservations, no database): load tests' baseline. */
export const ping = defineCall({ method: 'GET', path: API_PATHS.ping, response: z.object({ ok: z.literal(true) }) });
