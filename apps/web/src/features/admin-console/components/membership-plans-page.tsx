import { useState } from 'react';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { usePageTitle } from '../../../shared/components/page-title';
import { errorCopyOf } from '../../../shared/lib/request-state';
import { useGetPlanSettingsQuery } from '../api/get-plan-settings';
import { PlanSettingsTable } from './plan-settings-table';
import './membership-plans-page.css';

export const membershipPlansHeading = 'Membership plans';

export const planChangedCopy = (plan: string) => `${plan} has been changed.`;

/**
 * `/admin/membership-plans`: the operator's plans; a manager changes a plan's name, description
 * and online joining in its row. Prices are shown, not changed: members' Direct Debits are
 * collected at their plan's current price, so a change would reach members who have joined.
 */
export function MembershipPlansPage() {
  // Read afresh each time the page opens: another manager may have changed a plan since.
  const plans = useGetPlanSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [status, setStatus] = useState('');
  usePageTitle([membershipPlansHeading]);

  return (
    <section className="lido-screen lido-console lido-plans">
      <h1>{membershipPlansHeading}</h1>
      <p>
        Prices are changed by an import: members pay their plan’s current price each month, so a new
        price reaches members who have already joined.
      </p>
      <p role="status" className="lido-console__done">
        {status}
      </p>
      {plans.error ? (
        <p className="lido-form__problem" role="alert">
          {errorCopyOf(plans.error)}
        </p>
      ) : !plans.data ? (
        <LoadingIndicator />
      ) : plans.data.length === 0 ? (
        <p>There are no membership plans yet.</p>
      ) : (
        <PlanSettingsTable
          plans={plans.data}
          onChanged={(plan) => setStatus(planChangedCopy(plan.name))}
          onOpen={() => setStatus('')}
        />
      )}
    </section>
  );
}
