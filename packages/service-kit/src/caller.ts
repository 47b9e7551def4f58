import './service-token.js';
import type { Request } from 'express';
import { IDENTITY_HEADERS } from './config.js';

/** One header the BFF set, trimmed; undefined when it is absent or blank. */
export function identityHeader(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() ? text.trim() : undefined;
}

/** Who is calling, as the BFF signed it (services never see cookies): the user and the browser's address. */
export function callerOf(req: Request): { userId?: string; email?: string; language?: string; clientIp?: string } {
  return {
    userId: identityHeader(req, IDENTITY_HEADERS.userId),
    email: identityHeader(req, IDENTITY_HEADERS.userEmail),
    language: identityHeader(req, IDENTITY_HEADERS.language),
    clientIp: req.caller?.clientIp,
  };
}
