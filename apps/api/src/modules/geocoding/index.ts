// The geocoding module as app.ts uses it.
export { registerGeocodingRoutes } from './geocoding.routes';
