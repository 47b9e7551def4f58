import type { Request } from 'express';
import { callPath, getAccountUser } from '@tire/contracts';
import { callService, ServiceCallFailed, type InternalAnswer } from '../internal/internal-call.js';

/**
 * The BFF's own calls to the accounts service's /internal paths (sign-in happens here, not in
 * a proxied call, because it ends in a session). A sign-in step carries the caller's IP in the
 * token, which the service rate-limits by. Throws ServiceCallFailed when accounts could not be asked.
 */
export function createAccountsClient(options: { baseUrl: string; timeoutMs: number }) {
  return {
    post(path: string, body: unknown, req: Request): Promise<InternalAnswer> {
      return callService('accounts', options.baseUrl, {
        method: 'POST',
        path,
        body,
        onBehalfOf: { clientIp: req.ip },
        from: req,
        timeoutMs: options.timeoutMs,
      });
    },

    /** The user as the accounts service knows it now (isAdmin from its ADMIN_EMAILS); undefined when there is none. */
    async user(userId: string): Promise<{ isAdmin: boolean; email: string } | undefined> {
      const answer = await callService('accounts', options.baseUrl, {
        method: 'GET',
        path: callPath(getAccountUser, { id: userId }),
        timeoutMs: options.timeoutMs,
      });
      if (answer.status === 404) return undefined;
      if (!answer.ok) throw new ServiceCallFailed('accounts', false, new Error(`accounts answered ${answer.status}`));
      const body = (answer.body ?? {}) as { isAdmin?: unknown; email?: unknown };
      return { isAdmin: body.isAdmin === true, email: typeof body.email === 'string' ? body.email : '' };
    },
  };
}
export type AccountsClient = ReturnType<typeof createAccountsClient>;
