// The credits module as its context uses it.
export { registerCreditsRoutes } from './credits.routes';
