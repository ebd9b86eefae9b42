import type { MembershipPlan } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import { formatPence } from '../../../platform/money';
import { describeBenefit, listBenefitsOfPlans } from '../benefits';
import { listPlansAtVenue, listPlanVenues } from '../memberships';
import {
  findOperator,
  findVenueByIdentifier,
  VENUE_NOT_FOUND_MESSAGE,
} from '../../venue-setup/venues';
import { planEligibility } from './plan-eligibility';

/** The plans valid at a venue, as the pricing page compares them. */
export async function venueMembershipPlans(
  db: Database,
  venueIdentifier: string,
): Promise<MembershipPlan[]> {
  const [venue, operator] = await Promise.all([
    findVenueByIdentifier(db, venueIdentifier),
    findOperator(db),
  ]);
  if (!venue || !operator) throw new DomainError('NOT_FOUND', VENUE_NOT_FOUND_MESSAGE);
  const plans = await listPlansAtVenue(db, operator.id, venue.id);
  const ids = plans.map((plan) => plan.id);
  const [venuesByPlan, benefitsByPlan] = await Promise.all([
    listPlanVenues(db, ids),
    listBenefitsOfPlans(db, ids),
  ]);
  const money = (pence: number) => ({
    raw: pence,
    formatted: formatPence(pence, operator.currencyCode),
  });
  return plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    description: plan.description,
    monthly_price: money(plan.monthlyPricePence),
    annual_price: plan.annualPricePence === null ? null : money(plan.annualPricePence),
    joining_fee: money(plan.joiningFeePence),
    minimum_term_months: plan.minimumTermMonths,
    notice_period_months: plan.noticePeriodMonths,
    eligibility: planEligibility(plan),
    advance_booking_days: plan.advanceBookingDays,
    // A plan's passes are worth nothing where the operator does not offer guest passes.
    guest_passes_per_month: operator.guestPassesEnabled ? plan.guestPassesPerMonth : 0,
    venues: venuesByPlan.get(plan.id) ?? [],
    includes: (benefitsByPlan.get(plan.id) ?? []).map(describeBenefit),
    available_online: plan.availableOnline,
  }));
}
