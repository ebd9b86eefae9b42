import { checkVoucher } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { registerRoute } from '../../../platform/http/register-routes';
import { authorize } from '../../../platform/authorize';
import { findOperatorById } from '../../venue-setup/venues';
import { describeVoucher } from './vouchers.service';

export function registerVoucherRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
): void {
  registerRoute(app, checkVoucher, async ({ caller, params }) => {
    // The vouchers of the operator the member of staff works for, whichever else the database holds.
    const { staffOperatorId } = authorize(caller, 'customers.serve');
    const operator = await findOperatorById(db, staffOperatorId);
    if (!operator) throw new DomainError('NOT_FOUND', 'No voucher has that code.');
    const settings = { operatorId: operator.id, currency: operator.currencyCode };
    return { data: await describeVoucher(db, settings, params.code, clock.now()) };
  });
}
