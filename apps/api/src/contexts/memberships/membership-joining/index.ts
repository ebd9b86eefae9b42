// The membership-joining module as its context and the sweeps use it. It runs joining online (plan,
// bank details, first payment) over memberships, direct-debit and the checkout's card payment;
// it owns `membership_joinings`, each joining's first payment and how far it has got.
export { registerMembershipJoiningRoutes } from './membership-joining.routes';
export { startDueCollections } from './first-payment-card';
export type { JoiningDeps } from './joining-record';
