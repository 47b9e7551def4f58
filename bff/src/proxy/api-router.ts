import express, { Router, type RequestHandler } from 'express';
import type { ServiceName } from '../config.js';
import { requireAccess } from '../middleware/access.js';
import { signForService } from '../middleware/service-token.js';
import { validateRequest } from '../middleware/validate.js';
import type { ApiRoute, RateLimitName } from './api-routes.js';
import type { ServiceProxy } from './service-proxy.js';

const METHOD = { GET: 'get', POST: 'post', PATCH: 'patch', PUT: 'put', DELETE: 'delete' } as const;

/**
 * The /api router, generated from the API route table (api-routes.ts): for each call, in order, the JSON body
 * parser (not for raw webhooks), the access gate, the rate limit, the contract check, keeping
 * a slot answer for the availability cache, the service token, and the proxy to the owning service.
 */
export function createApiRouter(options: {
  routes: readonly ApiRoute[];
  proxies: Record<ServiceName, ServiceProxy>;
  rateLimits: Partial<Record<RateLimitName, RequestHandler>>;
  /** Keeps availability answers for the cache (served from it in app.ts, before sessions). */
  keepAvailabilityAnswer?: RequestHandler;
}): Router {
  const router = Router();
  const json = express.json({ limit: '100kb' });
  for (const route of options.routes) {
    const chain: RequestHandler[] = [];
    if (!route.rawBody) chain.push(json);
    chain.push(requireAccess(route.access));
    if (route.rateLimit) {
      const limiter = options.rateLimits[route.rateLimit];
      if (!limiter) throw new Error(`No rate limiter "${route.rateLimit}" for ${route.method} ${route.path}`);
      chain.push(limiter);
    }
    if (route.params || route.query || route.body) chain.push(validateRequest(route));
    if (route.availabilityCache && options.keepAvailabilityAnswer) chain.push(options.keepAvailabilityAnswer);
    chain.push(signForService(route.service));
    chain.push(options.proxies[route.service].handler as unknown as RequestHandler);
    router[METHOD[route.method]](route.path, ...chain);
  }
  return router;
}
