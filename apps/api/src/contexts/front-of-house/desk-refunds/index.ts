// Refunds at the desk, as its context uses them.
export { registerDeskRefundsRoutes } from './desk-refunds.routes';
