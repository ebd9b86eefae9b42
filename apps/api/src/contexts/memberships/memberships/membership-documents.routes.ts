import { downloadMyDocument, getMyDocuments, uploadMyDocument } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { registerRoute } from '../../../platform/http/register-routes';
import {
  downloadMyDocument as downloadDocument,
  listMyDocuments,
  uploadMyDocument as uploadDocument,
} from './membership-documents.service';

/** My account documents: the list, an upload (or a new copy), and the file itself. */
export function registerMembershipDocumentsRoutes(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock },
): void {
  registerRoute(app, getMyDocuments, async ({ caller, query }) => ({
    data: await listMyDocuments(deps, caller, query.selected_user_id),
  }));

  registerRoute(app, uploadMyDocument, async ({ caller, params, query, body }) => ({
    data: await uploadDocument(deps, caller, params.id, query.selected_user_id, body),
  }));

  registerRoute(app, downloadMyDocument, async ({ caller, params, query }) =>
    downloadDocument(deps, caller, params.id, query.selected_user_id),
  );
}
