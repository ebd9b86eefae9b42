// The terms module as its context, the checkout and the demo seed use it.
export { assertTermsAccepted, TERMS_NOT_ACCEPTED } from './terms.service';
export { registerTermsRoutes } from './terms.routes';
export { bookingTerms } from './terms.tables';
