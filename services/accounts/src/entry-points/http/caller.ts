import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tire/contracts';
import { clientIpOf, IDENTITY_HEADERS, identityHeader } from '@tire/service-kit';
import type { Request } from 'express';
import type { RequestContext } from '../../domain/send-code.js';

/**
 * The client's IP and language. The IP is the one the BFF signed into the service token (the
 * browser's address as the BFF's own trusted proxies report it), so per-IP limits hold behind
 * any number of hops; no header a caller sets can change it.
 */
export function requestContext(req: Request): RequestContext {
  const language = identityHeader(req, IDENTITY_HEADERS.language);
  return {
    ip: clientIpOf(req),
    language: LANGUAGES.includes(language as Language) ? (language as Language) : DEFAULT_LANGUAGE,
  };
}
