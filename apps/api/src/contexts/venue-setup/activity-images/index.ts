// The activity-images module as its context, the console's routes and the operator import use it.
export {
  registerActivityImageConsoleRoutes,
  registerActivityImageRoutes,
} from './activity-images.routes';
export {
  type ActivityImageChange,
  type ActivityImagesDeps,
  storeActivityImage,
} from './activity-images.service';
export { findImageVersionsOf } from './activity-images.repository';
export { type ImageRefusal, prepareActivityImage, type PreparedImage } from './image-renditions';
