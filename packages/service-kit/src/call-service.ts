import { HttpError } from './http-error.js';
import type { ServiceName } from './service-keys.js';
import { SERVICE_TOKEN_HEADER, signServiceToken } from './service-token.js';

/** Who calls whom: the token names the calling service (signed with its own key) and the one it is meant for. */
export interface ServiceRoute {
  from: ServiceName;
  to: ServiceName;
}

/**
 * A call to another service of the platform, with a service token signed as `route.from` for
 * `route.to` and this one request (the other service refuses calls without one, and a route that
 * does not list `route.from` among its callers answers 403). 404 reads as undefined. A service that is down or
 * does not answer in time is a 503 for the browser (try again later); any other failed answer
 * throws a plain error, which the app logs and answers as a 500.
 */
export async function callService<T>(
  route: ServiceRoute,
  baseUrl: string,
  path: string,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
): Promise<T | undefined> {
  let response: Response;
  try {
    const url = `${baseUrl}${path}`;
    const token = await signServiceToken(route.to, { issuer: route.from, method, path: url });
    response = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        [SERVICE_TOKEN_HEADER]: token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(8_000),
    });
  } catch {
    throw HttpError.of('serviceUnavailable');
  }
  if (response.status === 404) return undefined;
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new Error(`${method} ${baseUrl}${path} answered ${response.status} ${text.slice(0, 200)}`.trim());
  }
  // An empty answer (204) still means done.
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as T;
}
