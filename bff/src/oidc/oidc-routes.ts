import { Router, type Request, type Response } from 'express';
import * as client from 'openid-client';
import { href, LOGIN_ERROR_PARAM, LOGIN_ERRORS, PAGE_PATHS, RETURN_TO_PARAM, safeReturnPath } from '@tire/contracts';
import type { Logger } from '@tire/service-kit';
import { signIn } from '../session/sign-in.js';
import { AccountNeedsCodeSignIn, accountsOidcSignIn } from './accounts-oidc-sign-in.js';
import { saveTransaction, takeTransaction } from './login-transaction.js';
import { createOidcClient } from './oidc-client.js';
import type { OidcSettings } from './oidc-settings.js';
import { API_PATHS } from '@tire/contracts/paths';

const OIDC_FAILURE_REDIRECT = href('login', { [LOGIN_ERROR_PARAM]: LOGIN_ERRORS.oidc });
/** The address has an account: its owner signs in with a code first, then Google links to it. */
const OIDC_ACCOUNT_EXISTS_REDIRECT = href('login', { [LOGIN_ERROR_PARAM]: LOGIN_ERRORS.oidcAccountExists });
const SCOPE = 'openid email profile';

export interface OidcRoutesOptions {
  settings: OidcSettings | null;
  accountsUrl: string;
  timeoutMs: number;
  logger: Logger;
}

/**
 * Where a freshly signed-in user goes: profile setup first (which then goes on to the page that
 * asked for the login), else that page, else the admin's or the customer's home.
 */
function landingPage(user: { profileComplete: boolean; isAdmin: boolean }, returnTo?: string | null) {
  const back = safeReturnPath(returnTo);
  if (!user.profileComplete) return href('profileSetup', { [RETURN_TO_PARAM]: back ?? undefined });
  return back ?? (user.isAdmin ? PAGE_PATHS.admin : PAGE_PATHS.dashboard);
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Who the provider says signed in: its ID token checked (PKCE, state, nonce), the e-mail verified. */
interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string;
  firstName?: string;
  lastName?: string;
}

type Configuration = Awaited<ReturnType<ReturnType<typeof createOidcClient>>>;
type Transaction = NonNullable<ReturnType<typeof takeTransaction>>;

/** Sends the browser to the provider, keeping the transaction (state, nonce, verifier, return path) in a cookie. */
async function redirectToProvider(configuration: Configuration, settings: OidcSettings, req: Request, res: Response) {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: settings.redirectUri,
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const returnTo = safeReturnPath(req.query[RETURN_TO_PARAM]);
  const expiresAt = Math.floor(Date.now() / 1000) + settings.transactionTtlSeconds;
  saveTransaction(res, { state, nonce, codeVerifier, expiresAt, ...(returnTo ? { returnTo } : {}) }, settings);
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(302, url.href);
}

/** The identity the provider's redirect proves; `progress.step` names the step a failure happened in. */
async function providerIdentity(
  configuration: Configuration,
  settings: OidcSettings,
  transaction: Transaction,
  req: Request,
  progress: { step: string },
): Promise<ProviderIdentity> {
  // The URL the provider redirected to, rebuilt from the configured redirect URI so that the
  // check does not depend on Host or proxy headers.
  const currentUrl = new URL(settings.redirectUri);
  currentUrl.search = new URL(req.originalUrl, 'http://placeholder').search;
  const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: transaction.codeVerifier,
    expectedState: transaction.state,
    expectedNonce: transaction.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('no ID token claims');
  // Google puts email and names in the ID token; other providers may keep them for userinfo.
  progress.step = 'userinfo';
  const claims: Record<string, unknown> =
    text(idClaims.email) === undefined ? { ...(await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)), ...idClaims } : idClaims;
  progress.step = 'claims';
  const email = text(claims.email);
  if (!email) throw new Error('the provider gave no e-mail address');
  if (claims.email_verified !== true) throw new Error('the provider has not verified the e-mail address');
  const firstName = text(claims.given_name);
  const lastName = text(claims.family_name);
  return { issuer: idClaims.iss, subject: idClaims.sub, email, ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) };
}

/**
 * Google sign-in: authorization code flow with PKCE, state and nonce. GET /api/login sends the
 * browser to the provider; GET /api/login/callback checks the answer, links the account in the
 * accounts service (issuer + subject, verified e-mail required) and starts the session. Any
 * failure lands on /login?error=oidc with a log line, never an error page. Not configured: the
 * router is empty and /api/login falls through to the plain redirect to /login.
 */
export function oidcRoutes(options: OidcRoutesOptions): Router {
  const router = Router();
  const { settings, logger } = options;
  if (!settings) return router;
  const discover = createOidcClient(settings);

  const fail = (req: Request, res: Response, error: unknown, step: string) => {
    (req.log ?? logger).warn({ err: error, step }, 'google sign-in failed');
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, error instanceof AccountNeedsCodeSignIn ? OIDC_ACCOUNT_EXISTS_REDIRECT : OIDC_FAILURE_REDIRECT);
  };

  router.get(API_PATHS.login, async (req, res) => {
    try {
      await redirectToProvider(await discover(), settings, req, res);
    } catch (error) {
      fail(req, res, error, 'start');
    }
  });

  router.get(API_PATHS.loginCallback, async (req, res) => {
    const transaction = takeTransaction(req, res, settings);
    if (!transaction) return fail(req, res, new Error('no valid login transaction (cookie missing, tampered or expired)'), 'transaction');
    const progress = { step: 'token' };
    try {
      const identity = await providerIdentity(await discover(), settings, transaction, req, progress);
      progress.step = 'accounts';
      // Who this browser is signed in as (by a code): the only existing account the provider
      // identity may be linked to (accounts answers 409 for any other).
      const signedInUserId = req.session?.user?.userId;
      const user = await accountsOidcSignIn(
        options.accountsUrl,
        { ...identity, emailVerified: true, ...(signedInUserId ? { signedInUserId } : {}) },
        { from: req, timeoutMs: options.timeoutMs },
      );
      progress.step = 'session';
      const { firstName, lastName } = identity;
      await signIn(
        req,
        { userId: user.id, email: user.email, isAdmin: user.isAdmin },
        { ...(firstName ? { first_name: firstName } : {}), ...(lastName ? { last_name: lastName } : {}) },
      );
      (req.log ?? logger).info({ userId: user.id, issuer: identity.issuer }, 'signed in with google');
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(302, landingPage(user, transaction.returnTo));
    } catch (error) {
      fail(req, res, error, progress.step);
    }
  });

  return router;
}
