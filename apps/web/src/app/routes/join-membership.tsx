import { JoinPage } from '../../features/membership-joining/components/join-page';

export { createJoiningLoader } from '../../features/membership-joining/joining-route-loader';

/** `/join/:planId?venue=[&membership=]`: joining a plan online, Direct Debit then first payment. */
export function Component() {
  return <JoinPage />;
}
