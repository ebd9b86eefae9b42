/** The claim page's heading and title: small on its own, as the router reads it at start-up. */
export const claimBookingsHeading = 'Keep your bookings';
