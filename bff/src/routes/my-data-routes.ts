import { createHash } from 'node:crypto';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  emailAccessSchema,
  eraseMyData as eraseMyDataCall,
  eraseMyDataBodySchema,
  eraseMyDataByLink,
  errorBody,
  getMyData,
  getMyDataByLink,
  helsinkiDateOf,
  resolveEmailAccess,
} from '@tire/contracts';
import { clientKey, IDENTITY_HEADERS, type Logger } from '@tire/service-kit';
import { validateRequest } from '../middleware/validate.js';
import { collectMyData, eraseMyData, freshProgress, type ErasureProgress } from '../privacy/my-data.js';
import { PersonalDataCallFailed, type DataSubject, type PersonalDataClient } from '../privacy/personal-data-client.js';
import type { SessionConfig } from '../session/session-config.js';
import { sessionCookieOptions } from '../session/session-middleware.js';
import { SessionUnavailable, saveSession, signOut } from '../session/sign-in.js';

/** A service's refusal the customer gets as it is (an administrator's account, 409). */
const PASSED_THROUGH = new Set([409]);

/**
 * Whose data a request is about, however they proved it: what both identities share from here on
 * (the download, the erasure and its resumable progress, the limit per person).
 */
interface DataRequester {
  subject: DataSubject;
  isAdmin: boolean;
  /** The erasure's progress kept between attempts; undefined before the first. */
  progress(): ErasureProgress | undefined;
  keep(progress: ErasureProgress): Promise<void>;
  /** After a completed erasure: forget the progress and what the person had here. */
  finish(res: Response): Promise<void>;
}

/** A guest's progress is kept under the address's digest: the session never holds the address itself. */
const addressKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/** The limit counts per person: a signed-in customer by user id, a guest by (the digest of) the proven address. */
export function dataRequesterKey(req: Request): string {
  const requester = req.res?.locals.dataRequester as DataRequester | undefined;
  if (!requester) return clientKey(req.ip);
  return requester.subject.userId ? `user:${requester.subject.userId}` : `email:${addressKey(requester.subject.email)}`;
}

/**
 * The customer's own data, answered by the BFF itself because it puts every service's part
 * together (and the erasure ends what the person had here). Two identities, one handler path:
 * - a signed-in customer: GET /api/my-data and POST /api/my-data/erase;
 * - a guest through the "my bookings" e-mail access link: GET /api/my-bookings/:token/my-data and
 *   POST /api/my-bookings/:token/my-data/erase, the person being the address the link proves
 *   (an unknown, expired or already erased link is the link's neutral 404).
 * The download is one JSON attachment (my-data-<Helsinki date>.json); the erasure, with
 * `{ confirm: true }`, cancels and refunds what is upcoming, queues the last e-mail and anonymises
 * everywhere (privacy/my-data.ts). An administrator's address is refused (409): the shop's access
 * comes from ADMIN_EMAILS and is removed there first. Both are counted per person (`limit`, keyed
 * by dataRequesterKey); the guest's link is first counted per client (`linkLimit`), as "my bookings".
 *
 * The erasure's progress lives in the session of the browser that asked (a retry after a failure
 * midway goes on from there): a signed-in customer's own, a guest's the session every visitor may
 * get, under the address's digest. The accounts service anonymises last and deletes the address's
 * links with the account, so the link keeps working until the very last step, and a retry through
 * it can always finish the job. Other sessions of an erased account end at their next request: the
 * BFF finds no account behind them (session-identity.ts).
 */
export function myDataRoutes(options: {
  client: PersonalDataClient;
  limit: RequestHandler;
  linkLimit?: RequestHandler;
  config: SessionConfig;
  logger: Logger;
  now?: () => Date;
}): Router {
  const { client, limit, config, logger, now = () => new Date() } = options;
  const router = Router();
  const languageOf = (req: Request) => {
    const language = req.headers[IDENTITY_HEADERS.language];
    return typeof language === 'string' ? { language } : {};
  };
  const requestId = (req: Request) => String(req.id ?? '');

  const signedIn: RequestHandler = (req, res, next) => {
    const identity = req.identity;
    if (!identity) {
      res.status(401).json({ ...errorBody('unauthorized'), requestId: requestId(req) });
      return;
    }
    const requester: DataRequester = {
      subject: { userId: identity.userId, email: identity.email, ...languageOf(req) },
      isAdmin: identity.isAdmin,
      progress: () => req.session.erasure,
      keep: async (progress) => {
        req.session.erasure = progress;
        await saveSession(req);
      },
      finish: async (done) => {
        if (!(await signOut(req)))
          (req.log ?? logger).warn('session store unavailable after an erasure; the session finds no account and ends at its next request');
        done.clearCookie(config.cookieName, sessionCookieOptions(config));
        // The page shows what was done before the site forgets the customer: the readable hint stays
        // until the page leaves through /api/logout (a hint without a session costs one 401 at most).
        done.locals.keepSessionHint = true;
      },
    };
    res.locals.dataRequester = requester;
    next();
  };

  const byEmailLink: RequestHandler = async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    const { token } = getMyDataByLink.params!.parse(req.params);
    const linkNotValid = () => res.status(404).json({ ...errorBody('emailAccess.linkNotValid'), requestId: requestId(req) });
    if (!token) return void linkNotValid();
    let access;
    try {
      // Whom the link proves, asked without naming anyone: the token in the body is the proof.
      access = emailAccessSchema.parse(await client('accounts', resolveEmailAccess, { email: '' }, req, { token }));
    } catch (error) {
      if (error instanceof PersonalDataCallFailed && error.status === 404) return void linkNotValid();
      return void failed(res, error, req);
    }
    const key = addressKey(access.email);
    const requester: DataRequester = {
      // The last e-mail in the page's language, else the one the guest asked for the link in.
      subject: { email: access.email, language: access.language, ...languageOf(req) },
      isAdmin: access.isAdmin ?? false,
      progress: () => req.session?.guestErasures?.[key],
      keep: async (progress) => {
        if (!req.session) throw new SessionUnavailable();
        req.session.guestErasures = { ...req.session.guestErasures, [key]: progress };
        await saveSession(req);
      },
      finish: async (done) => {
        if (!req.session?.guestErasures) return;
        delete req.session.guestErasures[key];
        if (req.session.user) return void (await saveSession(req).catch(() => undefined));
        // A guest's session held nothing but this progress: it goes with it.
        await signOut(req);
        done.clearCookie(config.cookieName, sessionCookieOptions(config));
      },
    };
    res.locals.dataRequester = requester;
    next();
  };

  const failed = (res: Response, error: unknown, req: Request) => {
    const log = req.log ?? logger;
    if (error instanceof PersonalDataCallFailed) {
      const body = error.body as { code?: unknown; message?: unknown } | undefined;
      if (PASSED_THROUGH.has(error.status) && typeof body?.code === 'string' && typeof body.message === 'string') {
        res.status(error.status).json({ code: body.code, message: body.message, errors: [], requestId: requestId(req) });
        return;
      }
      log.error({ err: error, service: error.service, status: error.status }, 'a service failed a personal data call');
      res.status(502).json({ ...errorBody('serviceUnavailable'), service: error.service, requestId: requestId(req) });
      return;
    }
    if (error instanceof SessionUnavailable) {
      log.error({ err: error.cause ?? error }, 'session store unavailable during a data erasure');
      res.status(503).json({ ...errorBody('serviceUnavailable'), requestId: requestId(req) });
      return;
    }
    throw error;
  };

  const download: RequestHandler = async (req, res) => {
    const { subject } = res.locals.dataRequester as DataRequester;
    try {
      const data = await collectMyData(client, subject, req, now());
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Disposition', `attachment; filename="my-data-${helsinkiDateOf(now())}.json"`);
      res.json(data);
    } catch (error) {
      failed(res, error, req);
    }
  };

  const erase: RequestHandler = async (req, res) => {
    const requester = res.locals.dataRequester as DataRequester;
    if (requester.isAdmin) {
      res.status(409).json({ ...errorBody('privacy.adminAccount'), errors: [], requestId: requestId(req) });
      return;
    }
    try {
      const result = await eraseMyData({ client, save: requester.keep }, requester.subject, req, requester.progress() ?? freshProgress());
      (req.log ?? logger).info(
        { cancelled: result.bookingsCancelled.length + result.ordersCancelled.length, signedIn: Boolean(requester.subject.userId) },
        'a customer’s data was erased at their request',
      );
      await requester.finish(res);
      res.setHeader('Cache-Control', 'no-store');
      res.json(result);
    } catch (error) {
      failed(res, error, req);
    }
  };

  const confirmed = [express.json({ limit: '10kb' }), validateRequest({ body: eraseMyDataBodySchema })];
  const linkLimit = options.linkLimit ? [options.linkLimit] : [];
  router.get(getMyData.path, signedIn, limit, download);
  router.post(eraseMyDataCall.path, signedIn, limit, ...confirmed, erase);
  router.get(getMyDataByLink.path, ...linkLimit, byEmailLink, limit, download);
  router.post(eraseMyDataByLink.path, ...linkLimit, byEmailLink, limit, ...confirmed, erase);

  return router;
}
