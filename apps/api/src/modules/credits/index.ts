// The credits module as app.ts uses it.
export { registerCreditsRoutes } from './credits.routes';
