import { API_PATHS } from '@tire/contracts/paths';
import { truncatedAddress } from './client-key.js';

/**
 * What never reaches a log line, in one place for every part (the BFF and the services): secret
 * headers (pino's `redact`, so it holds for any line that logs a request or a response) and the
 * secret parts of URLs (the request serializer below). A tracking code, a payment intent id or a
 * login `code` in a URL is as good as a password to whoever reads the logs.
 */

/** Headers whose values are credentials: sessions, service tokens, bearer tokens, signatures. */
export const SECRET_HEADERS = [
  'cookie',
  'set-cookie',
  'authorization',
  'proxy-authorization',
  'x-service-token',
  'x-metrics-token',
  'stripe-signature',
] as const;

/** The paths pino's `redact` censors: those headers of a logged request and response. */
export const LOG_REDACT_PATHS = SECRET_HEADERS.flatMap((name) => [`req.headers["${name}"]`, `res.headers["${name}"]`]);

export const REDACTED = '[redacted]';

/**
 * Path parameters of the contract that are secrets (`/api/reservations/track/:code`,
 * `/api/verify-payment/:paymentIntentId`, a guest's manage link `/api/manage-booking/:manageToken`, a waitlist offer's `/api/waitlist/offers/:offerToken`, a season invitation's `/api/season-invitations/:invitationToken`).
 */
const SECRET_PATH_PARAMS = new Set(['code', 'trackingCode', 'paymentIntentId', 'token', 'manageToken', 'offerToken', 'leaveToken', 'invitationToken']);

/**
 * Query parameters that are secrets: tracking and login codes, OIDC's code, state and nonce,
 * Stripe's return parameters, manage and access tokens.
 */
const SECRET_QUERY_PARAMS = new Set(
  [
    'code',
    'tracking_code',
    'trackingCode',
    'state',
    'nonce',
    'token',
    'manage_token',
    'manageToken',
    'offerToken',
    'leaveToken',
    'invitationToken',
    'access_token',
    'id_token',
    'payment_intent',
    'payment_intent_client_secret',
    'client_secret',
    'setup_intent_client_secret',
  ].map((name) => name.toLowerCase()),
);

/** The contract's path templates with a secret parameter, as segments (':code' marks a parameter). */
const SECRET_TEMPLATES = [...new Set(Object.values(API_PATHS))]
  .map((template) => template.split('/'))
  .filter((segments) => segments.some((segment) => segment.startsWith(':') && SECRET_PATH_PARAMS.has(segment.slice(1))));

/** The contract's paths without parameters (`/api/my-bookings/link`): kept as they are, even where a secret template would also match them. */
const LITERAL_PATHS = new Set(
  Object.values(API_PATHS)
    .filter((template) => !template.includes(':'))
    .map((template) => template.toLowerCase()),
);

function maskPath(path: string): string {
  if (LITERAL_PATHS.has(path.replace(/\/$/, '').toLowerCase())) return path;
  const segments = path.split('/');
  // Express matches '/x/' like '/x' (and case-insensitively): so does the mask.
  const trailing = segments.length > 1 && segments.at(-1) === '' ? segments.pop() : undefined;
  for (const template of SECRET_TEMPLATES) {
    if (template.length !== segments.length) continue;
    const matches = template.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]!.toLowerCase());
    if (!matches) continue;
    const masked = segments.map((segment, i) => (template[i]!.startsWith(':') && SECRET_PATH_PARAMS.has(template[i]!.slice(1)) ? REDACTED : segment));
    return [...masked, ...(trailing === undefined ? [] : [trailing])].join('/');
  }
  return path;
}

function maskQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      const rawName = at === -1 ? pair : pair.slice(0, at);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: judged as written
      }
      // `code[0]=…` and `code[]=…` are the same parameter to a query parser.
      const base = name.split('[')[0]!.trim().toLowerCase();
      return SECRET_QUERY_PARAMS.has(base) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * A URL (a path with its query, or an absolute URL such as a Referer) with its secret path
 * segments and query values replaced by `[redacted]`; everything else is kept for debugging.
 */
export function maskUrl(url: string | undefined): string | undefined {
  if (typeof url !== 'string' || url === '') return url;
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  const rest = url.slice(origin.length);
  const hashAt = rest.indexOf('#');
  const beforeHash = hashAt === -1 ? rest : rest.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : beforeHash.slice(queryAt + 1);
  // A fragment never reaches a server, but a Referer or Location could carry one: dropped.
  return `${origin}${maskPath(path)}${query === undefined ? '' : `?${maskQuery(query)}`}`;
}

/** The request as pino-std-serializers gives it (the raw request behind `raw`). */
interface SerializedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  remoteAddress?: string;
  raw?: { ip?: string };
}

const forwardedFor = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((part) => truncatedAddress(part.trim()))
        .join(', ')
    : value;

/**
 * The logged request: id, method, the masked URL, the headers (secret ones censored by `redact`,
 * the Referer masked, forwarded client addresses truncated) and the client's network rather than
 * its address (IPv4 /24, IPv6 /48): enough to tell traffic apart, not to name a household. The
 * parsed query and params (copies of the URL's secrets) and the client port are not logged.
 */
export function logRequest(req: SerializedRequest) {
  const headers = { ...req.headers };
  if ('referer' in headers) headers.referer = maskUrl(String(headers.referer));
  if ('x-forwarded-for' in headers) headers['x-forwarded-for'] = forwardedFor(headers['x-forwarded-for']);
  if ('x-real-ip' in headers) headers['x-real-ip'] = forwardedFor(headers['x-real-ip']);
  if ('forwarded' in headers) headers.forwarded = REDACTED;
  return {
    id: req.id,
    method: req.method,
    url: maskUrl(req.url),
    headers,
    remoteAddress: truncatedAddress(req.raw?.ip ?? req.remoteAddress),
  };
}

/** The logged response: its status and headers, a redirect's Location masked like a URL. */
export function logResponse(res: { statusCode?: number; headers?: Record<string, unknown> }) {
  const headers = { ...res.headers };
  if (typeof headers.location === 'string') headers.location = maskUrl(headers.location);
  return { statusCode: res.statusCode, headers };
}
