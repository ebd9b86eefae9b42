// The health check as its context uses it.
export { registerHealthRoutes } from './health.routes';
