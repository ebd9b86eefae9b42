// The reports module as app.ts uses it.
export { registerReportsRoutes } from './reports.routes';
