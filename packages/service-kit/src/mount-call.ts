import { parseCallParts, type AnyApiCall, type ErrorCode, type BodyOf, type ParamsOf, type QueryOf } from '@tire/contracts';
import type { Request, Response, Router } from 'express';
import { HttpError } from './http-error.js';
import { answerCheck } from './answer-check.js';
import type { AnswerLike, ExactAnswer } from './call-answer.js';
import type { ServiceName } from './service-keys.js';
import './service-token.js';

/** What a handler of a contract call gets: the call's parts parsed by its own schemas, and the raw request and answer. */
export interface CallInput<C extends AnyApiCall> {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
  req: Request;
  res: Response;
}

/** Who may call a route unless it says otherwise: the BFF alone (browsers' calls, proxied). */
export const BFF_ONLY: readonly ServiceName[] = ['bff'];

export interface MountOptions<Who> {
  /**
   * The parts whose tokens may make this call (the token's issuer, service-token.ts); any other
   * part is refused with 403 before anything else. Default: the BFF only, so a route another
   * service calls names that service, and nothing else reaches it.
   */
  from?: readonly ServiceName[];
  /** More paths answered by the same handler (a service-to-service alias of a public call). */
  alsoAt?: string[];
  /**
   * Who may call, checked before any input is read (a guest learns nothing from the input
   * rules): throws the 401/403 or returns who is calling, which the handler gets as `who`.
   */
  authorize?: (req: Request) => Who;
  /** Checks of the raw request after `authorize` and before the contract's parsing (e.g. limits of every text a body carries, named or not). */
  screen?: (req: Request) => void;
  /**
   * Path parameters that fail their schema name nothing: answer this 404 (its code), as for an
   * unknown id, instead of 400 (so ids reveal nothing, whatever their shape).
   */
  notFound?: ErrorCode;
  /**
   * The answer carries `Cache-Control: no-store` (set once the input is valid, before the handler
   * runs): what a link's secret opens (a guest's booking, an offer) is kept by no shared or browser cache.
   */
  noStore?: boolean;
  /** The status of a successful answer: 201 for what the call creates, 202 for what it only starts (200 unless said). */
  status?: 201 | 202;
}

/**
 * Mounts a call of @tire/contracts on a service's router, so a service names no path and parses
 * no schema by hand: the method and path template come from the contract; which parts may call
 * is checked first (`from`), then who (`authorize`), then any `screen` of the raw request; path parameters, query
 * and body are parsed by its schemas in the BFF's order (parseCallParts), the first failure
 * answering 400 {message, errors}. What the handler returns is the JSON answer (status 200 unless
 * the handler set another), typed by the call's response schema; a handler of a call without one
 * writes the answer itself (a file) and returns nothing. Outside production the answer is also
 * checked against that schema at run time (answer-check.ts), so a service test fails on an
 * answer that breaks the contract.
 */
export function mountCall<C extends AnyApiCall, const Answer extends AnswerLike<C>, Who = void>(
  router: Router,
  call: C,
  // The call alone says what C is; the handler's answer is then held to the call's (call-answer.ts).
  handle: (input: CallInput<NoInfer<C>> & { who: NoInfer<Who> }) => ExactAnswer<Answer, NoInfer<C>> | Promise<ExactAnswer<Answer, NoInfer<C>>>,
  options: MountOptions<Who> = {},
): void {
  const paths = [call.path, ...(options.alsoAt ?? [])];
  const method = call.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
  const callers = options.from ?? BFF_ONLY;
  const checkAnswer = answerCheck(call);
  router[method](paths, async (req, res) => {
    // The gate (requireServiceToken) verified the token; a route without one in front of it answers nobody.
    if (!req.caller) throw HttpError.saying('unauthorized', 'Service token required');
    if (!callers.includes(req.caller.issuer)) throw HttpError.saying('forbidden', `Not a call ${req.caller.issuer} may make`);
    const who = options.authorize?.(req) as Who;
    options.screen?.(req);
    const parsed = parseCallParts(call, req);
    if (!parsed.ok) {
      throw parsed.part === 'params' && options.notFound !== undefined ? HttpError.of(options.notFound) : HttpError.fromZod(parsed.error);
    }
    const input = { who, params: parsed.params, query: parsed.query, body: parsed.body, req, res } as CallInput<C> & { who: Who };
    if (options.noStore) res.setHeader('Cache-Control', 'no-store');
    const answer: unknown = await handle(input);
    if (answer === undefined || res.headersSent) return;
    if (options.status) res.status(options.status);
    checkAnswer?.(answer, req);
    res.json(answer);
  });
}
