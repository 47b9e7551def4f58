import type {
  getCurrentUser,
  listAvailableSlots,
  listMyReservations,
  listServiceLocations,
  listTireOrders,
  ResponseOf,
  trackReservation,
  User,
} from '@tire/contracts';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  authApi,
  callEndpoints,
  createPlatformStore,
  customerApi,
  injectEndpoints,
  serviceLocationsApi,
  useGetMyReservationsQuery,
  useGetTrackedReservationQuery,
  type AnswerOf,
  type DaySlotsArgs,
} from '../src/index.js';

/*
 * The type half is checked by tsc (`node scripts/typecheck.mjs`; the platform's tsconfig includes
 * test/): each `@ts-expect-error` fails the check if the line below it ever compiles.
 */

type Types<Endpoint extends { Types: { ResultType: unknown; QueryArg: unknown } }> = Endpoint['Types'];
// What the hooks' `data` holds once loaded, as a component gets it (never run: types only).
const useMyReservationsData = () => useGetMyReservationsQuery().data!;
const useTrackedData = () => useGetTrackedReservationQuery('TIRE-7K3QZP').data!;

describe("an endpoint's types", () => {
  it('are its call’s answer, in the endpoint and in its hook', () => {
    expectTypeOf<Types<typeof customerApi.endpoints.getMyReservations>['ResultType']>().toEqualTypeOf<ResponseOf<typeof listMyReservations>>();
    expectTypeOf<Types<typeof customerApi.endpoints.getMyOrders>['ResultType']>().toEqualTypeOf<ResponseOf<typeof listTireOrders>>();
    expectTypeOf<Types<typeof customerApi.endpoints.getTrackedReservation>['ResultType']>().toEqualTypeOf<ResponseOf<typeof trackReservation>>();
    expectTypeOf<Types<typeof customerApi.endpoints.getAvailableSlots>['ResultType']>().toEqualTypeOf<ResponseOf<typeof listAvailableSlots>>();
    expectTypeOf<Types<typeof serviceLocationsApi.endpoints.getServiceLocations>['ResultType']>().toEqualTypeOf<ResponseOf<typeof listServiceLocations>>();
    // A guest's 401 reads as null.
    expectTypeOf<Types<typeof authApi.endpoints.getCurrentUser>['ResultType']>().toEqualTypeOf<ResponseOf<typeof getCurrentUser> | null>();
    expectTypeOf<AnswerOf<'getCurrentUser'>>().toEqualTypeOf<User>();

    expectTypeOf<ReturnType<typeof useMyReservationsData>>().toEqualTypeOf<ResponseOf<typeof listMyReservations>>();
    expectTypeOf<ReturnType<typeof useTrackedData>>().toEqualTypeOf<ResponseOf<typeof trackReservation>>();
    // @ts-expect-error the tracked booking is not the owner's view of it
    expectTypeOf<ReturnType<typeof useTrackedData>>().toEqualTypeOf<ResponseOf<typeof listMyReservations>[number]>();
    // @ts-expect-error the customer's orders are not their reservations
    expectTypeOf<Types<typeof customerApi.endpoints.getMyOrders>['ResultType']>().toEqualTypeOf<ResponseOf<typeof listMyReservations>>();
  });

  it('take their argument from the request, none without one', () => {
    expectTypeOf<Types<typeof customerApi.endpoints.getMyReservations>['QueryArg']>().toEqualTypeOf<void>();
    expectTypeOf<Types<typeof customerApi.endpoints.getTrackedReservation>['QueryArg']>().toEqualTypeOf<string>();
    expectTypeOf<Types<typeof customerApi.endpoints.getAvailableSlots>['QueryArg']>().toEqualTypeOf<DaySlotsArgs>();
  });

  it('cannot claim another answer than the call’s', () => {
    injectEndpoints({
      endpoints: (build) => ({
        typeTestOrders: callEndpoints(build).query('listTireOrders', {
          // @ts-expect-error an endpoint's answer is its call's, not what a transform makes of it
          transformResponse: (orders: unknown[]) => orders.length,
        }),
        // @ts-expect-error no call of the contract has this name
        typeTestNothing: callEndpoints(build).query('listEverything', {}),
      }),
    });
  });
});

describe('an endpoint of a call', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('requests the call’s path, filled by its request from the argument', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const store = createPlatformStore();
    await store.dispatch(customerApi.endpoints.getMyReservations.initiate());
    await store.dispatch(customerApi.endpoints.getTrackedReservation.initiate('TIRE-7K3QZP'));
    expect(fetch.mock.calls.map((call: unknown[]) => call[0])).toEqual(['/api/reservations', '/api/reservations/track/TIRE-7K3QZP']);
  });
});
