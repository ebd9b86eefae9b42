// Refunds at the desk, as app.ts uses them.
export { registerDeskRefundsRoutes } from './desk-refunds.routes';
