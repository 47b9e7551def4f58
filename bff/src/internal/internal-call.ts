import type { Request, Response } from 'express';
import { errorBody } from '@tire/contracts';
import { IDENTITY_HEADERS, SERVICE_TOKEN_HEADER, signServiceToken, type ServiceName } from '@tire/service-kit';

/** On whose behalf a call is made: what the service token carries besides the call itself. */
export interface OnBehalfOf {
  userId?: string;
  email?: string;
  language?: string;
  /** The customer's address, which the service rate-limits by. */
  clientIp?: string;
}

export interface InternalRequest {
  method: string;
  /** The call's path with its parameters filled in (callPath). */
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  onBehalfOf?: OnBehalfOf;
  /** The customer's request this call serves: its request id and language travel along. */
  from?: Pick<Request, 'headers'>;
  timeoutMs: number;
}

export interface InternalAnswer {
  status: number;
  ok: boolean;
  headers: Headers;
  /** The answer's JSON; a body that is not JSON as `{ message }` (its start), for the logs. */
  body: unknown;
}

/** A service could not be asked, gave no answer in time, or answered what its caller cannot use. */
export class ServiceCallFailed extends Error {
  constructor(
    readonly service: ServiceName,
    readonly timedOut: boolean,
    cause: unknown,
  ) {
    super(`${service} ${timedOut ? 'gave no answer in time' : 'could not be asked'}`, { cause });
  }
}

/** The claims that are there: a token never names a claim as undefined. */
const definedOnly = (claims: OnBehalfOf = {}): OnBehalfOf => Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined));

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return { message: text.slice(0, 200) };
  }
};

/**
 * The BFF's own call of a service (the calls it answers itself instead of proxying: sign-in,
 * "my bookings" and personal data fan out or end in a session). Each carries a service token for
 * that one service and request, naming whom it is made for, and never a cookie. Throws
 * ServiceCallFailed when the service could not be asked; any answer it gave is returned.
 */
export async function callService(service: ServiceName, baseUrl: string, request: InternalRequest): Promise<InternalAnswer> {
  const url = new URL(request.path, baseUrl);
  for (const [name, value] of Object.entries(request.query ?? {})) if (value) url.searchParams.set(name, value);
  const headers: Record<string, string> = {
    accept: 'application/json',
    [SERVICE_TOKEN_HEADER]: await signServiceToken(service, { issuer: 'bff', method: request.method, path: url.pathname, ...definedOnly(request.onBehalfOf) }),
  };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  for (const name of [IDENTITY_HEADERS.requestId, IDENTITY_HEADERS.language]) {
    const value = request.from?.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  try {
    const response = await fetch(url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, ok: response.ok, headers: response.headers, body: parseJson(text) };
  } catch (error) {
    throw new ServiceCallFailed(service, error instanceof Error && error.name === 'TimeoutError', error);
  }
}

/** The customer's answer when a service failed them: 504 when it gave no answer in time, else 502. */
export function answerServiceFailure(res: Response, req: Request, error: ServiceCallFailed) {
  res
    .status(error.timedOut ? 504 : 502)
    .json({ ...errorBody(error.timedOut ? 'serviceTimeout' : 'serviceUnavailable'), service: error.service, requestId: String(req.id ?? '') });
}
