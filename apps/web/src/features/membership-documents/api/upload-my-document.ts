import type { RouteBody } from '@lido/contract';
import { buildPath, uploadMyDocument } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { LidoState } from '../../../shared/lib/store-hooks';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { accountParams } from '../../../shared/api/account-query-args';
import { getMyDashboardApi } from '../../../shared/api/get-my-dashboard';
import { getSessionUserApi } from '../../../shared/api/get-session-user';
import type { MyDocument } from './get-my-documents';
import { getMyDocumentsApi } from './get-my-documents';

export interface UploadMyDocumentArgs extends AccountQueryArgs {
  documentId: number;
  body: Camelized<RouteBody<typeof uploadMyDocument>>;
}

/**
 * `PUT /api/my-account/documents/{id}/file`: the file (base64) and the date printed on it; a new
 * copy replaces the last. The answer goes into the cached list; the dashboard's alerts and the
 * signed-in user's document flags are asked for again, as the API works them out.
 */
export const uploadMyDocumentApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    uploadMyDocument: build.mutation<MyDocument, UploadMyDocumentArgs>({
      query: ({ documentId, body, ...args }) => ({
        url: buildPath(uploadMyDocument.path, { id: documentId }),
        method: 'PUT',
        params: accountParams(args),
        body,
      }),
      async onQueryStarted({ documentId: _documentId, body: _body, ...args }, lifecycle) {
        const { dispatch, queryFulfilled } = lifecycle;
        try {
          const { data } = await queryFulfilled;
          void dispatch(
            getMyDocumentsApi.util.updateQueryData('getMyDocuments', args, (documents) =>
              documents.map((document) => (document.id === data.id ? data : document)),
            ),
          );
          // Only a dashboard already shown is asked for again.
          const dashboard = getMyDashboardApi.endpoints.getMyDashboard.select(args)(
            lifecycle.getState() as LidoState,
          );
          if (dashboard.data) {
            void dispatch(
              getMyDashboardApi.endpoints.getMyDashboard.initiate(args, {
                forceRefetch: true,
                subscribe: false,
              }),
            );
          }
          if (args.selectedUserId === undefined) {
            void dispatch(
              getSessionUserApi.endpoints.getSessionUser.initiate(undefined, {
                forceRefetch: true,
                subscribe: false,
              }),
            );
          }
        } catch {
          // The form shows the failure.
        }
      },
    }),
  }),
});

export const { useUploadMyDocumentMutation } = uploadMyDocumentApi;
