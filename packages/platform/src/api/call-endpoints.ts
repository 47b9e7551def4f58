import type { EndpointBuilder, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import type * as contract from '@tire/contracts';
import type { AnyApiCall, ResponseOf } from '@tire/contracts';
import { API_PATHS } from '@tire/contracts/paths';
import type { apiBaseQuery, ApiRequest } from './base-query.js';

type Contract = typeof contract;
type Paths = typeof API_PATHS;
type BaseQuery = typeof apiBaseQuery;

/** A call of the contract by its name: its export of @tire/contracts, which is its path's key in API_PATHS. */
export type CallName = { [N in keyof Paths]: N extends keyof Contract ? (Contract[N] extends AnyApiCall ? N : never) : never }[keyof Paths];
/** What a call answers, by its name: the output of its response schema (types only, no zod). */
export type AnswerOf<N extends CallName> = ResponseOf<Contract[N]>;

/**
 * An endpoint's request from its argument and its call's path (the template, for callPath); an
 * endpoint without one GETs the path itself.
 */
type CallRequest<N extends CallName, Arg> = { query?: (arg: Arg, path: Paths[N]) => string | ApiRequest };
// RTK's own options of an endpoint, less the request it makes (the path comes from the call).
type Options<Definition> = Definition extends unknown ? Omit<Definition, 'type' | 'query' | 'queryFn'> : never;
type QueryOptions<N extends CallName, Arg, Tags extends string, Reducer extends string> = Options<QueryDefinition<Arg, BaseQuery, Tags, AnswerOf<N>, Reducer>>;
type MutationOptions<N extends CallName, Arg, Tags extends string, Reducer extends string> = Options<
  MutationDefinition<Arg, BaseQuery, Tags, AnswerOf<N>, Reducer>
>;

/**
 * The endpoint builder typed by the contract, so an endpoint names its call once: its answer is
 * the call's (`AnswerOf`), and its request gets the call's path. Only types come from
 * @tire/contracts and paths from its zod-free API_PATHS, so no zod enters the first page load.
 *
 *   const call = callEndpoints(build);
 *   getMyReservations: call.query('listMyReservations', { providesTags: ['Reservation'] }),
 *   getTrackedReservation: call.query('trackReservation', { query: (code: string, path) => callPath(path, { code }) }),
 */
export function callEndpoints<Tags extends string, Reducer extends string>(build: EndpointBuilder<BaseQuery, Tags, Reducer>) {
  return {
    // Arg comes from the request's own argument (void without one), never from where the endpoint is put.
    query: <N extends CallName, Arg = void>(
      name: N,
      { query, ...options }: NoInfer<QueryOptions<N, Arg, Tags, Reducer>> & CallRequest<N, Arg>,
    ): QueryDefinition<NoInfer<Arg>, BaseQuery, Tags, AnswerOf<N>, Reducer> =>
      build.query<AnswerOf<N>, Arg>({ ...options, query: requestOf(name, query) } as Parameters<typeof build.query<AnswerOf<N>, Arg>>[0]),
    mutation: <N extends CallName, Arg = void>(
      name: N,
      { query, ...options }: NoInfer<MutationOptions<N, Arg, Tags, Reducer>> & CallRequest<N, Arg>,
    ): MutationDefinition<NoInfer<Arg>, BaseQuery, Tags, AnswerOf<N>, Reducer> =>
      build.mutation<AnswerOf<N>, Arg>({ ...options, query: requestOf(name, query) } as Parameters<typeof build.mutation<AnswerOf<N>, Arg>>[0]),
  };
}

function requestOf<N extends CallName, Arg>(name: N, query: CallRequest<N, Arg>['query']) {
  const path = API_PATHS[name];
  return (arg: Arg) => (query ? query(arg, path) : path);
}
