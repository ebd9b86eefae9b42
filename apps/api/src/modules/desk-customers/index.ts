// The desk's customers as app.ts uses them.
export { registerDeskCustomersRoutes } from './desk-customers.routes';
