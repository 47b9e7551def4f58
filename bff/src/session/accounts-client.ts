import type { Request } from 'express';
import { callPath, getAccountUser } from '@tire/contracts';
import { IDENTITY_HEADERS, SERVICE_TOKEN_HEADER, signServiceToken } from '@tire/service-kit';

export interface AccountsAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** The accounts service could not be reached, or gave no answer in time. */
export class AccountsUnreachable extends Error {
  constructor(
    readonly timedOut: boolean,
    cause: unknown,
  ) {
    super(timedOut ? 'accounts gave no answer in time' : 'accounts unreachable', { cause });
  }
}

/**
 * The BFF's own calls to the accounts service's /internal paths (sign-in happens here, not in
 * a proxied call, because it ends in a session). Each call carries the BFF's service token (with
 * the caller's IP, which the service rate-limits by), the request id and the language; never a cookie.
 */
export function createAccountsClient(options: { baseUrl: string; timeoutMs: number }) {
  return {
    async post(path: string, body: unknown, req: Request): Promise<AccountsAnswer> {
      const url = new URL(path, options.baseUrl);
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        // The client's address travels inside the token: the service rate-limits by it.
        [SERVICE_TOKEN_HEADER]: await signServiceToken('accounts', { issuer: 'bff', method: 'POST', path: url.pathname, clientIp: req.ip }),
      };
      for (const name of [IDENTITY_HEADERS.requestId, IDENTITY_HEADERS.language]) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new AccountsUnreachable(error instanceof Error && error.name === 'TimeoutError', error);
      }
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        throw new AccountsUnreachable(error instanceof Error && error.name === 'TimeoutError', error);
      }
      let parsed: unknown = undefined;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = { message: text };
      }
      return { status: response.status, headers: response.headers, body: parsed };
    },

    /** The user as the accounts service knows it now (isAdmin from its ADMIN_EMAILS); undefined when there is none. */
    async user(userId: string): Promise<{ isAdmin: boolean; email: string } | undefined> {
      const url = new URL(callPath(getAccountUser, { id: userId }), options.baseUrl);
      const response = await fetch(url, {
        headers: {
          accept: 'application/json',
          [SERVICE_TOKEN_HEADER]: await signServiceToken('accounts', { issuer: 'bff', method: 'GET', path: url.pathname }),
        },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (response.status === 404) return undefined;
      if (!response.ok) throw new AccountsUnreachable(false, new Error(`accounts answered ${response.status}`));
      const body = (await response.json()) as { isAdmin?: unknown; email?: unknown };
      return { isAdmin: body.isAdmin === true, email: typeof body.email === 'string' ? body.email : '' };
    },
  };
}
export type AccountsClient = ReturnType<typeof createAccountsClient>;
