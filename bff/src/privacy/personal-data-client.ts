import type { Request } from 'express';
import type { AnyApiCall, BodyOf, PersonalDataService, ResponseOf } from '@tire/contracts';
import type { ServiceName } from '../config.js';
import { callService, type InternalAnswer } from '../internal/internal-call.js';

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

/**
 * The BFF's calls of the services' /internal/personal-data paths (never proxied: the BFF puts the
 * answers together and runs the erasure's steps in order). Each call carries a token for that one
 * service and request, naming the person; its answer is parsed by the call's contract.
 */
export function createPersonalDataClient(options: { serviceUrls: Record<ServiceName, string>; timeoutMs: number }) {
  return async function callPersonalData<C extends AnyApiCall>(
    service: PersonalDataService,
    call: C,
    subject: DataSubject,
    req: Request,
    body?: BodyOf<C>,
    query?: Record<string, string>,
  ): Promise<ResponseOf<C>> {
    let answer: InternalAnswer;
    try {
      answer = await callService(service, options.serviceUrls[service], {
        method: call.method,
        path: call.path,
        query,
        body,
        // No address for a call naming nobody (resolving an e-mail link: its token is the proof).
        onBehalfOf: { email: subject.email || undefined, userId: subject.userId, language: subject.language, clientIp: req.ip },
        from: req,
        timeoutMs: options.timeoutMs,
      });
    } catch (error) {
      throw new PersonalDataCallFailed(service, 0, undefined, error);
    }
    if (!answer.ok) throw new PersonalDataCallFailed(service, answer.status, answer.body);
    return (call.response ? call.response.parse(answer.body) : answer.body) as ResponseOf<C>;
  };
}
export type PersonalDataClient = ReturnType<typeof createPersonalDataClient>;
