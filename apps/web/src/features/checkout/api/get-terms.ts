import { getTerms } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';

/** A terms document: its title, and its paragraphs separated by blank lines. */
export interface BookingTerms {
  id: number;
  title: string;
  body: string;
}

/** `GET /api/terms`: the terms and conditions the checkout's tick box accepts. */
export const getTermsApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getTerms: build.query<BookingTerms[], void>({
      query: () => ({ url: getTerms.path }),
    }),
  }),
});

export const { useGetTermsQuery } = getTermsApi;
