import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tire/contracts';
import { IDENTITY_HEADERS, identityHeader } from '@tire/service-kit';
import type { Request } from 'express';
import type { RequestContext } from '../../domain/send-code.js';

/** The signed-in user's id, as the BFF tells it (services never see cookies). */
export const callerUserId = (req: Request) => identityHeader(req, IDENTITY_HEADERS.userId);

/**
 * The client's IP and language. The IP is Express's req.ip: with `trust proxy` on loopback it
 * is the address the BFF put in X-Forwarded-For, not the BFF's own.
 */
export function requestContext(req: Request): RequestContext {
  const language = identityHeader(req, IDENTITY_HEADERS.language);
  return {
    ip: req.ip ?? 'unknown',
    language: LANGUAGES.includes(language as Language) ? (language as Language) : DEFAULT_LANGUAGE,
  };
}
