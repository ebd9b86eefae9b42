// The health check as app.ts uses it.
export { registerHealthRoutes } from './health.routes';
