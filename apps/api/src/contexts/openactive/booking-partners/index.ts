// The booking-partners module as its context uses it, and as the Open Booking API will: who a
// request's key names, and a partner's name for the bookings it made.
export { registerBookingPartnerRoutes } from './booking-partners.routes';
export {
  authenticateBookingPartner,
  type BookingPartner,
  findBookingPartnerName,
} from './booking-partners.service';
