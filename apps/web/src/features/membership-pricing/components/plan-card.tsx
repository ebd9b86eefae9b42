import { useId } from 'react';
import { ButtonLink } from '../../../shared/components/button';
import { paths } from '../../../shared/lib/paths';
import type { MembershipPlan } from '../../../shared/api/get-venue-membership-plans';
import { planTerms } from '../../../shared/lib/plan-terms';

interface PlanCardProps {
  plan: MembershipPlan;
  operatorName: string;
  /** The venue chosen on the pricing page: a plan joined online makes it the home venue. */
  venueId: number;
}

/** One plan as the pricing page compares it: price, terms, what it includes, how to join. */
export function PlanCard({ plan, operatorName, venueId }: PlanCardProps) {
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
      {plan.availableOnline ? (
        <p className="lido-plan__join">
          <ButtonLink to={paths.joinMembership.build(plan.id, { venue: venueId })}>
            Join {plan.name}
          </ButtonLink>
        </p>
      ) : (
        <p className="lido-plan__join">Join at reception.</p>
      )}
    </article>
  );
}
