import type { Request } from 'express';
import type { AnyApiCall, BodyOf, PersonalDataService, ResponseOf } from '@tire/contracts';
import { IDENTITY_HEADERS, SERVICE_TOKEN_HEADER, signServiceToken } from '@tire/service-kit';
import type { ServiceName } from '../config.js';

/**
 * Whose data: a signed-in customer by user id and address, or (the guests' e-mail link) a verified
 * address alone. It travels in the BFF's signed service token, as any call on a person's behalf.
 */
export interface DataSubject {
  userId?: string;
  email: string;
  /** The language of the page that asked: the fallback of the last e-mail's. */
  language?: string;
}

/** A service answered a privacy call with a failure (its status and body), or could not be asked (status 0). */
export class PersonalDataCallFailed extends Error {
  constructor(
    readonly service: PersonalDataService,
    readonly status: number,
    readonly body: unknown,
    cause?: unknown,
  ) {
    super(`${service} answered ${status || 'nothing'} to a personal data call`, { cause });
  }
}

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return { message: text.slice(0, 200) };
  }
};

/**
 * The BFF's calls of the services' /internal/personal-data paths (never proxied: the BFF puts the
 * answers together and runs the erasure's steps in order). Each call carries a token for that one
 * service and request, naming the person; its answer is parsed by the call's contract.
 */
export function createPersonalDataClient(options: { serviceUrls: Record<ServiceName, string>; timeoutMs: number }) {
  return async function callService<C extends AnyApiCall>(
    service: PersonalDataService,
    call: C,
    subject: DataSubject,
    req: Request,
    body?: BodyOf<C>,
    query?: Record<string, string>,
  ): Promise<ResponseOf<C>> {
    const url = new URL(call.path, options.serviceUrls[service]);
    for (const [name, value] of Object.entries(query ?? {})) if (value) url.searchParams.set(name, value);
    const headers: Record<string, string> = {
      accept: 'application/json',
      [SERVICE_TOKEN_HEADER]: await signServiceToken(service, {
        issuer: 'bff',
        method: call.method,
        path: url.pathname,
        // No address for a call naming nobody (resolving an e-mail link: its token is the proof).
        ...(subject.email ? { email: subject.email } : {}),
        ...(subject.userId ? { userId: subject.userId } : {}),
        ...(subject.language ? { language: subject.language } : {}),
        clientIp: req.ip,
      }),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const requestId = req.headers[IDENTITY_HEADERS.requestId];
    if (typeof requestId === 'string') headers[IDENTITY_HEADERS.requestId] = requestId;
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: call.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new PersonalDataCallFailed(service, 0, undefined, error);
    }
    const parsed = parseJson(text);
    if (!response.ok) throw new PersonalDataCallFailed(service, response.status, parsed);
    return (call.response ? call.response.parse(parsed) : parsed) as ResponseOf<C>;
  };
}
export type PersonalDataClient = ReturnType<typeof createPersonalDataClient>;
