import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/** The person who signs in at the local provider. */
export interface LocalOidcAccount {
  /** The provider's subject (`sub`); also what is typed as the login name on its login form. */
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

export interface LocalOidcProviderOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** The BFF's /api/login/callback as the browser reaches it. */
  redirectUri: string;
  account: LocalOidcAccount;
  /**
   * Any login name signs in (as that name's own account: `aino` is aino@example.fi, an e-mail
   * address is itself), so `npm start` users can try a new customer each time.
   */
  anyAccount?: boolean;
  clientId?: string;
  clientSecret?: string;
  /** Host name in the issuer URL (default 127.0.0.1); the server itself listens on 127.0.0.1. */
  host?: string;
}

/**
 * A real OpenID Provider (`oidc-provider`, the certified implementation) on plain http, with one
 * confidential client for the BFF and one account. Logging in goes through its dev interactions:
 * the login form at /interaction/:uid accepts any password for the account's `sub`. Consent is
 * granted without asking (a first-party client), so after login the browser goes straight back
 * to the redirect URI. Used by the BFF tests and the browser e2e test.
 *
 *   const op = await startLocalOidcProvider({ redirectUri: 'http://localhost:8080/api/login/callback', account })
 *   // BFF env: OIDC_ISSUER=op.issuer OIDC_CLIENT_ID=op.clientId OIDC_CLIENT_SECRET=op.clientSecret
 */
/** The account behind a login name typed at the provider (with `anyAccount`). */
function accountNamed(login: string): LocalOidcAccount {
  const email = login.includes('@') ? login : `${login.replace(/[^\w.-]/g, '') || 'customer'}@example.fi`;
  return { sub: `local-${email}`, email, email_verified: true };
}

export async function startLocalOidcProvider(options: LocalOidcProviderOptions) {
  const clientId = options.clientId ?? 'tire-bff';
  const clientSecret = options.clientSecret ?? 'tire-bff-local-secret';
  let account = options.account;

  // Listen first: the issuer URL carries the port.
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // openid-client's default for a client secret.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    async findAccount(_ctx, id) {
      if (id !== account.sub && !options.anyAccount) return undefined;
      const current = id === account.sub ? account : accountNamed(id);
      return {
        accountId: id,
        async claims() {
          const name = [current.given_name, current.family_name].filter(Boolean).join(' ');
          return { ...current, ...(name ? { name } : {}) };
        },
      };
    },
    // A first-party client: every requested scope is granted without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const session = ctx.oidc.session!;
      const client = ctx.oidc.client!;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    // Like Google: the scope's claims (email, names) are in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['local-oidc-provider-cookie-key'] },
  };

  const provider = new Provider(issuer, configuration);
  // oidc-provider's dev-only notices (development keys, dev interactions) are expected here.
  provider.on('server_error', (_ctx, error) => console.error('local oidc provider error', error));
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    provider,
    /** Who signs in from now on (e.g. an account whose e-mail is not verified). */
    setAccount(next: LocalOidcAccount) {
      account = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type LocalOidcProvider = Awaited<ReturnType<typeof startLocalOidcProvider>>;
