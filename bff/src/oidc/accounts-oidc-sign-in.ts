import { signInWithOidc, userSchema, type OidcSignInBody, type User } from '@tire/contracts';
import { IDENTITY_HEADERS, SERVICE_TOKEN_HEADER, signServiceToken } from '@tire/service-kit';

/**
 * Asks the accounts service for the user linked to this provider identity (issuer + subject),
 * creating or linking it. Internal call: the BFF never exposes /internal paths.
 */
export async function accountsOidcSignIn(accountsUrl: string, body: OidcSignInBody, options: { requestId?: string; timeoutMs: number }): Promise<User> {
  const response = await fetch(new URL(signInWithOidc.path, accountsUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SERVICE_TOKEN_HEADER]: await signServiceToken('accounts', { issuer: 'bff' }),
      ...(options.requestId ? { [IDENTITY_HEADERS.requestId]: options.requestId } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`accounts ${signInWithOidc.path} answered ${response.status}: ${text.slice(0, 200)}`);
  return userSchema.parse(JSON.parse(text));
}
