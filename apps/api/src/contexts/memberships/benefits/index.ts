// The benefits module as the timetable, basket, checkout, bookings, its context and the seed use it.
// It owns what membership plans include (`membership_benefits`) and every use of a benefit
// (`benefit_movements`): a use is counted only by useBenefit (in an order's transaction) and
// given back only by returnBenefit.
export { toCover, type SessionAt } from './benefit-rules';
export { listBenefitsOfPlans, summariseBenefitMovements } from './benefits.repository';
export { describeBenefit } from './benefit-wording';
export {
  benefitAvailable,
  coveringBenefits,
  loadMemberBenefits,
  returnBenefit,
  useBenefit,
  type BenefitCandidate,
  type MemberBenefits,
} from './member-benefits';
// Loaded with fixed rows by the demo seed.
export { membershipBenefits } from './benefits.tables';
