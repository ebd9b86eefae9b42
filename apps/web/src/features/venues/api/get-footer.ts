import type { RouteQuery } from '@lido/contract';
import { getFooter } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';

/** `GET /api/activities/footer?venue=`: the venue's footer block, raw (unsanitised) HTML. */
export const getFooterApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getFooter: build.query<string, string>({
      query: (venue) => ({
        url: getFooter.path,
        params: { venue } satisfies RouteQuery<typeof getFooter>,
        responseType: 'html',
      }),
    }),
  }),
});

export const { useGetFooterQuery } = getFooterApi;
