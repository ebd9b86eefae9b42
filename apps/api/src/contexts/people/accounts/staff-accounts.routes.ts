import { addStaffAccount, changeStaffAccount, listStaffAccounts } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import { addStaff, changeStaff, listStaff, type StaffAccountsDeps } from './staff-accounts.service';

/** The console's Staff page: `/api/admin/staff` (list, add) and `/api/admin/staff/{id}` (change). */
export function registerStaffAccountsRoutes(app: FastifyInstance, deps: StaffAccountsDeps): void {
  registerRoute(app, listStaffAccounts, async ({ caller }) => ({
    data: await listStaff(deps, caller),
  }));
  registerRoute(app, addStaffAccount, async ({ caller, body }) => ({
    data: await addStaff(deps, caller, body),
  }));
  registerRoute(app, changeStaffAccount, async ({ caller, params, body }) => ({
    data: await changeStaff(deps, caller, params.staffUserId, body),
  }));
}
