// The desk's customers as its context uses them.
export { registerDeskCustomersRoutes } from './desk-customers.routes';
