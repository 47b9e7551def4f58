import express, { Router, type RequestHandler, type Response } from 'express';
import { eraseMyData as eraseMyDataCall, eraseMyDataBodySchema, errorBody, getMyData, helsinkiDateOf } from '@tire/contracts';
import { IDENTITY_HEADERS, type Logger } from '@tire/service-kit';
import { validateRequest } from '../middleware/validate.js';
import { collectMyData, eraseMyData, freshProgress } from '../privacy/my-data.js';
import { PersonalDataCallFailed, type DataSubject, type PersonalDataClient } from '../privacy/personal-data-client.js';
import type { SessionConfig } from '../session/session-config.js';
import { sessionCookieOptions } from '../session/session-middleware.js';
import { SessionUnavailable, saveSession, signOut } from '../session/sign-in.js';

/** A service's refusal the customer gets as it is (an administrator's account, 409). */
const PASSED_THROUGH = new Set([409]);

/**
 * The customer's own data, answered by the BFF itself because it puts every service's part
 * together (and the erasure ends the session):
 * - GET /api/my-data: everything held about the signed-in customer, one JSON download
 *   (my-data-<Helsinki date>.json);
 * - POST /api/my-data/erase with `{ confirm: true }`: cancels and refunds what is upcoming, queues
 *   the last e-mail, anonymises everywhere (privacy/my-data.ts), then signs out. An administrator
 *   is refused (409): the shop's access comes from ADMIN_EMAILS and is removed there first.
 * Both are counted per customer (MY_DATA_RATE_LIMIT). Other sessions of the erased account end at
 * their next request: the BFF finds no account behind them (session-identity.ts).
 */
export function myDataRoutes(options: { client: PersonalDataClient; limit: RequestHandler; config: SessionConfig; logger: Logger; now?: () => Date }): Router {
  const { client, limit, config, logger, now = () => new Date() } = options;
  const router = Router();

  const subjectOf = (identity: { userId: string; email: string }, language: unknown): DataSubject => ({
    userId: identity.userId,
    email: identity.email,
    ...(typeof language === 'string' ? { language } : {}),
  });
  const signedIn: RequestHandler = (req, res, next) => {
    if (req.identity) return next();
    res.status(401).json({ ...errorBody('unauthorized'), requestId: String(req.id ?? '') });
  };
  const failed = (res: Response, error: unknown, requestId: string, log: Logger) => {
    if (error instanceof PersonalDataCallFailed) {
      const body = error.body as { code?: unknown; message?: unknown } | undefined;
      if (PASSED_THROUGH.has(error.status) && typeof body?.code === 'string' && typeof body.message === 'string') {
        res.status(error.status).json({ code: body.code, message: body.message, errors: [], requestId });
        return;
      }
      log.error({ err: error, service: error.service, status: error.status }, 'a service failed a personal data call');
      res.status(502).json({ ...errorBody('serviceUnavailable'), service: error.service, requestId });
      return;
    }
    if (error instanceof SessionUnavailable) {
      log.error({ err: error.cause ?? error }, 'session store unavailable during a data erasure');
      res.status(503).json({ ...errorBody('serviceUnavailable'), requestId });
      return;
    }
    throw error;
  };

  router.get(getMyData.path, signedIn, limit, async (req, res) => {
    const log = req.log ?? logger;
    try {
      const data = await collectMyData(client, subjectOf(req.identity!, req.headers[IDENTITY_HEADERS.language]), req, now());
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Disposition', `attachment; filename="my-data-${helsinkiDateOf(now())}.json"`);
      res.json(data);
    } catch (error) {
      failed(res, error, String(req.id ?? ''), log);
    }
  });

  router.post(eraseMyDataCall.path, signedIn, limit, express.json({ limit: '10kb' }), validateRequest({ body: eraseMyDataBodySchema }), async (req, res) => {
    const log = req.log ?? logger;
    const identity = req.identity!;
    if (identity.isAdmin) {
      res.status(409).json({ ...errorBody('privacy.adminAccount'), errors: [], requestId: String(req.id ?? '') });
      return;
    }
    try {
      const progress = req.session.erasure ?? freshProgress();
      const result = await eraseMyData(
        {
          client,
          save: async (done) => {
            req.session.erasure = done;
            await saveSession(req);
          },
        },
        subjectOf(identity, req.headers[IDENTITY_HEADERS.language]),
        req,
        progress,
      );
      log.info({ cancelled: result.bookingsCancelled.length + result.ordersCancelled.length }, 'a customer’s data was erased at their request');
      if (!(await signOut(req))) log.warn('session store unavailable after an erasure; the session finds no account and ends at its next request');
      res.clearCookie(config.cookieName, sessionCookieOptions(config));
      // The page shows what was done before the site forgets the customer: the readable hint stays
      // until the page leaves through /api/logout (a hint without a session costs one 401 at most).
      res.locals.keepSessionHint = true;
      res.setHeader('Cache-Control', 'no-store');
      res.json(result);
    } catch (error) {
      failed(res, error, String(req.id ?? ''), log);
    }
  });

  return router;
}
