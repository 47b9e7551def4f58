import type { RequestHandler } from 'express';
import { IDENTITY_HEADERS, SERVICE_TOKEN_HEADER, signServiceToken, type ServiceName } from '@tire/service-kit';

/**
 * The BFF's word to a service: a token signed with the BFF's key for that one service and this
 * one request (method and path, as the proxy forwards it), carrying the session's user (or none),
 * the caller's language and the client's address (Express's req.ip under the BFF's own `trust
 * proxy` setting). Whatever token or identity headers the browser sent are replaced.
 */
export function signForService(service: ServiceName): RequestHandler {
  return async (req, _res, next) => {
    try {
      const identity = req.identity;
      const language = req.headers[IDENTITY_HEADERS.language];
      req.headers[SERVICE_TOKEN_HEADER] = await signServiceToken(service, {
        issuer: 'bff',
        method: req.method,
        // The proxy forwards req.url, which is the whole path here (routes are mounted by full path).
        path: req.originalUrl,
        userId: identity?.userId,
        email: identity?.email,
        isAdmin: identity?.isAdmin ?? false,
        language: typeof language === 'string' ? language : undefined,
        clientIp: req.ip,
      });
      next();
    } catch (error) {
      next(error);
    }
  };
}
