// The packages module as the basket, checkout, bookings, its context and the seed use it. It owns
// customers' packages: a visit is taken only by useVisit (in an order's transaction) and given
// back only by returnVisit.
export {
  findCoveringPackages,
  returnVisit,
  summarisePackageMovements,
  useVisit,
  type PackageCandidate,
} from './packages.repository';
export { registerPackagesRoutes } from './packages.routes';
export { countPackageSessionsRemaining } from './packages.service';
// Loaded with fixed rows by the demo seed.
export { customerPackages } from './packages.tables';
