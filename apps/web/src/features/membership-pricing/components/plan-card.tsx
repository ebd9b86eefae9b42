import { useId } from 'react';
import type { MembershipPlan } from '../api/get-venue-membership-plans';
import { planTerms } from '../plan-terms';

/** One plan as the pricing page compares it: price, terms, what it includes, how to join. */
export function PlanCard({ plan, operatorName }: { plan: MembershipPlan; operatorName: string }) {
  const headingId = useId();
  return (
    <article className="lido-plan" aria-labelledby={headingId}>
      <h2 id={headingId}>{plan.name}</h2>
      <p className="lido-plan__price">
        <strong>{plan.monthlyPrice.formatted}</strong> a month
        {plan.annualPrice ? <span> or {plan.annualPrice.formatted} a year</span> : null}
      </p>
      <p>{plan.description}</p>
      {plan.includes.length > 0 ? (
        <>
          <h3>Includes</h3>
          <ul className="lido-plan__includes">
            {plan.includes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h3>Terms</h3>
      <ul className="lido-plan__terms">
        {planTerms(plan, operatorName).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {plan.availableOnline ? null : <p className="lido-plan__join">Join at reception.</p>}
    </article>
  );
}
