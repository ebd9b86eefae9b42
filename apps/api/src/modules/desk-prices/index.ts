// A manager's price changes at the desk, as app.ts uses them.
export { registerDeskPricesRoutes } from './desk-prices.routes';
