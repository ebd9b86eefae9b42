// A manager's price changes at the desk, as its context uses them.
export { registerDeskPricesRoutes } from './desk-prices.routes';
