import { parseCallParts, type ApiCall } from '@tire/contracts';
import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import { HttpError } from './http-error.js';
import type { ServiceName } from './service-keys.js';
import './service-token.js';

// Any call of the contract, whatever its schemas.
type AnyCall = ApiCall<any, any, any, any>;
type Parsed<S> = [S] extends [z.ZodType] ? z.output<S> : undefined;

/** What a handler of a contract call gets: the call's parts parsed by its own schemas, and the raw request and answer. */
export type CallInput<C extends AnyCall> =
  C extends ApiCall<infer Body, infer Query, infer _Response, infer Params>
    ? { params: Parsed<Params>; query: Parsed<Query>; body: Parsed<Body>; req: Request; res: Response }
    : never;

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
   * Path parameters that fail their schema name nothing: answer 404 with this message, as for an
   * unknown id, instead of 400 (so ids reveal nothing, whatever their shape).
   */
  notFound?: string;
}

/**
 * Mounts a call of @tire/contracts on a service's router, so a service names no path and parses
 * no schema by hand: the method and path template come from the contract; which parts may call
 * is checked first (`from`), then who (`authorize`), then any `screen` of the raw request; path parameters, query
 * and body are parsed by its schemas in the BFF's order (parseCallParts), the first failure
 * answering 400 {message, errors}. What the handler returns is the JSON answer (status 200 unless
 * the handler set another); a handler that writes the answer itself (a file) returns nothing.
 */
export function mountCall<C extends AnyCall, Who = void>(
  router: Router,
  call: C,
  handle: (input: CallInput<C> & { who: Who }) => unknown,
  options: MountOptions<Who> = {},
): void {
  const paths = [call.path, ...(options.alsoAt ?? [])];
  const method = call.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
  const callers = options.from ?? BFF_ONLY;
  router[method](paths, async (req, res) => {
    // The gate (requireServiceToken) verified the token; a route without one in front of it answers nobody.
    if (!req.caller) throw HttpError.unauthorized('Service token required');
    if (!callers.includes(req.caller.issuer)) throw HttpError.forbidden(`Not a call ${req.caller.issuer} may make`);
    const who = options.authorize?.(req) as Who;
    options.screen?.(req);
    const parsed = parseCallParts(call, req);
    if (!parsed.ok) {
      throw parsed.part === 'params' && options.notFound !== undefined ? HttpError.notFound(options.notFound) : HttpError.fromZod(parsed.error);
    }
    const input = { who, params: parsed.params, query: parsed.query, body: parsed.body, req, res } as CallInput<C> & { who: Who };
    const answer = await handle(input);
    if (answer !== undefined && !res.headersSent) res.json(answer);
  });
}
