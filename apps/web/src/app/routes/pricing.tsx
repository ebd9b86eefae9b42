import { PricingPage } from '../../features/membership-pricing/components/pricing-page';

/** `/pricing`: the selected venue's membership plans, compared side by side. */
export function Component() {
  return <PricingPage />;
}
