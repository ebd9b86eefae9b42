// The kiosk module as app.ts and the demo seed use it.
export { registerKioskRoutes } from './kiosk.routes';
export { setKioskPin } from './kiosk.service';
