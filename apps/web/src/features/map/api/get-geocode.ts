import type { GeocodeResult, RouteQuery } from '@lido/contract';
import { getGeocode } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type GeocodePlace = Camelized<GeocodeResult>;

/** `GET /api/geocode?q=`: places, postcodes and venues in Great Britain (the API keeps to GB). */
export const getGeocodeApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getGeocode: build.query<GeocodePlace[], string>({
      query: (term) => ({
        url: getGeocode.path,
        params: { q: term, limit: 5 } satisfies RouteQuery<typeof getGeocode>,
      }),
    }),
  }),
});

export const { useGetGeocodeQuery } = getGeocodeApi;
