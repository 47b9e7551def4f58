import { signInWithOidc, userSchema, type OidcSignInBody, type User } from '@tire/contracts';
import { IDENTITY_HEADERS, SERVICE_TOKEN_HEADER, signServiceToken } from '@tire/service-kit';

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
export async function accountsOidcSignIn(accountsUrl: string, body: OidcSignInBody, options: { requestId?: string; timeoutMs: number }): Promise<User> {
  const url = new URL(signInWithOidc.path, accountsUrl);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SERVICE_TOKEN_HEADER]: await signServiceToken('accounts', { issuer: 'bff', method: 'POST', path: url.pathname }),
      ...(options.requestId ? { [IDENTITY_HEADERS.requestId]: options.requestId } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  const text = await response.text();
  // 409: the address has an account whose owner must sign in with a code first (no link made).
  if (response.status === 409) throw new AccountNeedsCodeSignIn();
  if (!response.ok) throw new Error(`accounts ${signInWithOidc.path} answered ${response.status}: ${text.slice(0, 200)}`);
  return userSchema.parse(JSON.parse(text));
}
