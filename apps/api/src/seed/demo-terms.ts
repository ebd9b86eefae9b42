/** The demo operator's booking terms: what a checkout accepts as `terms: [1]`. */
export const demoBookingTerms = [
  {
    id: 1,
    title: 'Booking terms and conditions',
    body: [
      'A booking is confirmed once payment has been taken and a confirmation has been sent.',
      'You can cancel a booking in My account until the cancellation cut-off shown on it; a ' +
        'cancelled booking paid by card is refunded to your account credit.',
      'Please arrive in good time: a session cannot be extended if you are late, and places ' +
        'not taken up ten minutes after the start may be given to others.',
      'Juniors must be accompanied where the activity says so, and every attendee must meet ' +
        "the activity's age, induction and waiver requirements.",
    ].join('\n\n'),
  },
];
