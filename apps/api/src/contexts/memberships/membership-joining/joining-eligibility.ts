import { DomainError } from '../../../platform/errors/domain-error';
import type { MembershipPlanRow } from '../memberships';
import { ageOn } from '@lido/calendar-date';

/**
 * Whether the person may hold the plan on the day they join: its age range, on their date of
 * birth. A concession's proof is asked for after joining (upload, or show it at the desk).
 */
export function assertMayHold(
  plan: MembershipPlanRow,
  dateOfBirth: string | null,
  joiningOn: string,
): void {
  if (plan.minAge === null && plan.maxAge === null) return;
  if (!dateOfBirth) {
    const message = `${plan.name} has an age range: add your date of birth in My details first.`;
    throw new DomainError('VALIDATION_FAILED', message, { plan_id: [message] });
  }
  const age = ageOn(dateOfBirth, joiningOn);
  const tooYoung = plan.minAge !== null && age < plan.minAge;
  const tooOld = plan.maxAge !== null && age > plan.maxAge;
  if (tooYoung || tooOld) {
    const range =
      plan.minAge !== null && plan.maxAge !== null
        ? `ages ${plan.minAge} to ${plan.maxAge}`
        : plan.minAge !== null
          ? `ages ${plan.minAge} and over`
          : `ages ${plan.maxAge} and under`;
    const message = `${plan.name} is for ${range}.`;
    throw new DomainError('VALIDATION_FAILED', message, { plan_id: [message] });
  }
}
