// The end-of-day module as its context uses it.
export { registerEndOfDayRoutes } from './end-of-day.routes';
