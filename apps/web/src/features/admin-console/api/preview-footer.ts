import type { RouteResponse } from '@lido/contract';
import { previewFooterHtml } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type FooterPreview = Camelized<RouteResponse<typeof previewFooterHtml>['data']>;

/**
 * `POST /api/admin/theme/footer-preview`: a footer as customers would get it, cut down by the
 * API's own sanitiser, so the console previews exactly what is served.
 */
export const previewFooterApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    previewFooter: build.mutation<FooterPreview, string>({
      query: (footerHtml) => ({
        url: previewFooterHtml.path,
        method: 'POST',
        body: { footerHtml },
      }),
    }),
  }),
});

export const { usePreviewFooterMutation } = previewFooterApi;
