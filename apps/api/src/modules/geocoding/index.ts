// The geocoding module as app.ts and the operator import use it.
export { registerGeocodingRoutes } from './geocoding.routes';
export { placeCoordinates } from './place-coordinates';
