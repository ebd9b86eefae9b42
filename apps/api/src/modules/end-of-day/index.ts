// The end-of-day module as app.ts uses it.
export { registerEndOfDayRoutes } from './end-of-day.routes';
