// The geocoding module as its context and the operator import use it.
export { registerGeocodingRoutes } from './geocoding.routes';
export { placeCoordinates } from './place-coordinates';
