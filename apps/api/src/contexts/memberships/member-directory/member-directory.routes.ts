import { getStaffMember, listStaffMembers } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import { listMembers, memberDetail, type MemberDirectoryDeps } from './member-directory.service';

export function registerMemberDirectoryRoutes(app: FastifyInstance, deps: MemberDirectoryDeps) {
  registerRoute(app, listStaffMembers, async ({ caller, query }) =>
    listMembers(deps, caller, {
      search: query.search,
      status: query.status,
      page: query.page,
      perPage: query.per_page,
    }),
  );

  registerRoute(app, getStaffMember, async ({ caller, params }) => ({
    data: await memberDetail(deps, caller, params.customerId),
  }));
}
