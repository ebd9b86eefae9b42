// The waivers module as restrictions, its context and the seed use it. It owns the waivers an
// operator writes (`waivers`, versioned) and every signature (`waiver_signatures`): a signature
// counts for the version signed until it lapses, is written only by signWaiver and is erased
// only with the account (eraseWaiverSignaturesOf).
export {
  findWaivers,
  signedWaivers,
  signWaiver,
  WAIVER_CHANGED,
  type WaiverRow,
} from './waivers.service';
export { eraseWaiverSignaturesOf } from './personal-data';
// Loaded with fixed rows by the demo seed.
export { waivers } from './waivers.tables';
