import { IDENTITY_HEADERS } from '@tire/service-kit';
import type { Request } from 'express';
import type { Caller } from '../../domain/caller.js';

const header = (req: Request, name: string) => {
  const value = req.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() ? text.trim() : undefined;
};

/** Who is calling, as the BFF tells it (services never see cookies). */
export function callerOf(req: Request): Caller {
  return {
    userId: header(req, IDENTITY_HEADERS.userId),
    email: header(req, IDENTITY_HEADERS.userEmail),
    language: header(req, IDENTITY_HEADERS.language),
  };
}
