import { useId } from 'react';
import type { MembershipPlan } from '../../../shared/api/get-venue-membership-plans';
import { planTerms } from '../../../shared/lib/plan-terms';

/** The plan being joined, in the pricing page's words: its price, description and terms. */
export function PlanSummary({
  plan,
  operatorName,
}: {
  plan: MembershipPlan;
  operatorName: string;
}) {
  const termsId = useId();
  return (
    <div className="lido-joining__plan">
      <p className="lido-plan__price">
        <strong>{plan.monthlyPrice.formatted}</strong> a month
      </p>
      <p>{plan.description}</p>
      <h2 id={termsId}>Terms</h2>
      <ul className="lido-plan__terms" aria-labelledby={termsId}>
        {planTerms(plan, operatorName).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
