import { callEndpoints, injectEndpoints } from '@tire/platform';
import { callPath } from '@tire/contracts/paths';

/** The season change's pre-fill of one of the signed-in customer's stored sets ("Book the change"). */
export const seasonChangeApi = injectEndpoints({
  endpoints: (build) => ({
    getSeasonChangePrefill: callEndpoints(build).query('getSeasonChangePrefill', {
      query: (id: number, path) => callPath(path, { id }),
      // The first day moves with the clock: never keep an old answer.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetSeasonChangePrefillQuery } = seasonChangeApi;
