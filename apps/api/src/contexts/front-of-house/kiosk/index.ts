// The kiosk module as its context and the demo seed use it.
export { registerKioskRoutes } from './kiosk.routes';
export { setKioskPin } from './kiosk.service';
