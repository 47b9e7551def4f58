import type { Request } from 'express';
import { signInWithOidc, userSchema, type OidcSignInBody, type User } from '@tire/contracts';
import { callService } from '../internal/internal-call.js';

/** The accounts service would not link this provider identity to the existing account of its address. */
export class AccountNeedsCodeSignIn extends Error {
  constructor() {
    super('an account with this e-mail address exists: its owner signs in with a code first');
  }
}

/**
 * Asks the accounts service for the user linked to this provider identity (issuer + subject),
 * creating or linking it. Internal call: the BFF never exposes /internal paths.
 */
export async function accountsOidcSignIn(
  accountsUrl: string,
  body: OidcSignInBody,
  options: { from: Pick<Request, 'headers'>; timeoutMs: number },
): Promise<User> {
  const answer = await callService('accounts', accountsUrl, {
    method: 'POST',
    path: signInWithOidc.path,
    body,
    from: options.from,
    timeoutMs: options.timeoutMs,
  });
  // 409: the address has an account whose owner must sign in with a code first (no link made).
  if (answer.status === 409) throw new AccountNeedsCodeSignIn();
  if (!answer.ok) throw new Error(`accounts ${signInWithOidc.path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`);
  return userSchema.parse(answer.body);
}
