// The reports module as its context uses it.
export { registerReportsRoutes } from './reports.routes';
