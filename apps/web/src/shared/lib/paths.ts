// Every in-app link is built here, so routes are renamed in one place and no component
// hand-builds a URL string. Route patterns (for the router) sit beside their builders.

function segment(value: string): string {
  return encodeURIComponent(value);
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  home: { pattern: '/', build: () => '/' },
  redirectToSelectedVenue: {
    pattern: '/redirect-to-selected-venue',
    build: () => '/redirect-to-selected-venue',
  },
  register: {
    pattern: '/register',
    build: (redirect?: string) => withQuery('/register', { redirect }),
  },
  login: {
    pattern: '/login',
    build: (redirect?: string) => withQuery('/login', { redirect }),
  },
  basket: { pattern: '/basket', build: () => '/basket' },
  checkout: { pattern: '/basket/checkout', build: () => '/basket/checkout' },
  releasePlace: {
    pattern: '/release/:token',
    build: (token: string) => `/release/${segment(token)}`,
  },
  /** A signed-out visitor's confirmation carries the order's own key (`order_token`). */
  bookingConfirmed: {
    pattern: '/booking-confirmed/:completeOrderId',
    build: (completeOrderId: string, orderToken?: string) =>
      withQuery(`/booking-confirmed/${segment(completeOrderId)}`, { order_token: orderToken }),
  },
  /** `/claim-bookings?claim_token=…`: the confirmation email's link to keep a guest's bookings. */
  claimBookings: {
    pattern: '/claim-bookings',
    build: (claimToken?: string) => withQuery('/claim-bookings', { claim_token: claimToken }),
  },
  venue: {
    pattern: '/location/:venueSlug',
    build: (venueSlug: string) => `/location/${segment(venueSlug)}`,
  },
  /**
   * `/location/{venueSlug}?activity={activitySlug}`: another venue, chosen in the venue bar; it
   * opens on the same activity where that venue has it, else on its own page
   * (app/routes/open-venue-loader.ts).
   */
  changeVenue: {
    activityParam: 'activity',
    build: (venueSlug: string, activitySlug?: string) =>
      withQuery(`/location/${segment(venueSlug)}`, { activity: activitySlug }),
  },
  activity: {
    pattern: '/location/:venueSlug/:activitySlug',
    build: (venueSlug: string, activitySlug: string) =>
      `/location/${segment(venueSlug)}/${segment(activitySlug)}`,
  },
  timetable: {
    pattern: '/location/:venueSlug/:activitySlug/:dateSlug/:type?/*',
    build: (venueSlug: string, activitySlug: string, dateSlug: string, type?: string) =>
      `/location/${segment(venueSlug)}/${segment(activitySlug)}/${segment(dateSlug)}` +
      (type ? `/${segment(type)}` : ''),
  },
  /** `…/by-time/slot/07:00-08:00/857b83f9[/court-2]`: one start time's courts (live deep link). */
  timetableSlot: {
    build: (
      timetable: string,
      slot: { startTime: string; endTime: string; compositeKey: string; locationSlug?: string },
    ) =>
      // HH:MM stays literal (the live site's form); the router decodes either way.
      `${timetable}/slot/${slot.startTime}-${slot.endTime}/${segment(slot.compositeKey)}` +
      (slot.locationSlug ? `/${segment(slot.locationSlug)}` : ''),
  },
  /** `…/by-time/class/{id}`: one class. */
  timetableClass: {
    build: (timetable: string, classId: string | number) =>
      `${timetable}/class/${segment(String(classId))}`,
  },
  attendees: { pattern: '/attendees', build: () => '/attendees' },
  pricing: { pattern: '/pricing', build: () => '/pricing' },
  /**
   * `/join/501?venue=90001`: joining a plan online at a venue; `membership` once the Direct Debit
   * is set up, so a reload carries on with the first payment.
   */
  joinMembership: {
    pattern: '/join/:planId',
    build: (planId: number | string, query: { venue?: number | string; membership?: number }) =>
      withQuery(`/join/${segment(String(planId))}`, {
        venue: query.venue === undefined ? undefined : String(query.venue),
        membership: query.membership === undefined ? undefined : String(query.membership),
      }),
  },
  joiningConfirmed: {
    pattern: '/join/confirmed/:membershipId',
    build: (membershipId: number) => `/join/confirmed/${segment(String(membershipId))}`,
  },
  forgottenPassword: { pattern: '/forgotten-password', build: () => '/forgotten-password' },
  resetPassword: {
    pattern: '/reset-password',
    build: (token?: string) => withQuery('/reset-password', { token }),
  },
  myAccount: { pattern: '/my-account', build: () => '/my-account' },
  myDetails: { pattern: 'details', build: () => '/my-account/details' },
  myFamily: { pattern: 'family', build: () => '/my-account/family' },
  myMemberships: { pattern: 'memberships', build: () => '/my-account/memberships' },
  /** Paying by card what a membership's failed Direct Debits left owing. */
  myMembershipPayment: {
    pattern: 'memberships/:membershipId/pay',
    build: (membershipId: number) => `/my-account/memberships/${segment(String(membershipId))}/pay`,
  },
  myPackages: { pattern: 'packages', build: () => '/my-account/packages' },
  myBookings: {
    pattern: 'bookings/:tab?',
    build: (tab?: 'upcoming' | 'past' | 'cancelled') =>
      tab ? `/my-account/bookings/${tab}` : '/my-account/bookings',
  },
  myGuestPasses: { pattern: 'guest-passes', build: () => '/my-account/guest-passes' },
  myPayments: { pattern: 'payments', build: () => '/my-account/payments' },
  myCredit: { pattern: 'credit', build: () => '/my-account/credit' },
  myWaitlists: { pattern: 'waitlists', build: () => '/my-account/waitlists' },
  /** The desk's end of day (staff): a day's takings and the count of the cash (`?date=`). */
  deskTakings: {
    pattern: '/desk/takings',
    build: (date?: string) => withQuery('/desk/takings', { date }),
  },
  /** The managers' reports: utilisation, takings and memberships over a period. */
  adminReports: {
    pattern: '/admin/reports',
    build: (period?: { from: string; to: string }) =>
      withQuery('/admin/reports', { from: period?.from, to: period?.to }),
  },
  /** Staff sign in for the front desk (desk mode). */
  deskLogin: {
    pattern: '/desk/login',
    build: (redirect?: string) => withQuery('/desk/login', { redirect }),
  },
  /**
   * Where a member of staff's invitation email leads, to choose their password. Not `token`,
   * which every page reads as a session handed over by another site.
   */
  /** A member of staff asks for a link to choose a new password (from the desk's log-in). */
  deskForgottenPassword: {
    pattern: '/desk/forgotten-password',
    build: () => '/desk/forgotten-password',
  },
  deskSetPassword: {
    pattern: '/desk/set-password',
    build: (inviteToken?: string) => withQuery('/desk/set-password', { invite_token: inviteToken }),
  },
  /** The desk's receipt for an order (staff): printed at 80 mm, emailed, or reprinted later. */
  deskReceipt: {
    pattern: '/desk/orders/:orderId/receipt',
    build: (orderId: number) => `/desk/orders/${segment(String(orderId))}/receipt`,
  },
  /** The operator console (managers): imports, new venues, locations and classes, sessions. */
  adminConsole: { pattern: '/admin', build: () => '/admin' },
  adminImport: { pattern: '/admin/import', build: () => '/admin/import' },
  adminNewVenue: { pattern: '/admin/venues/new', build: () => '/admin/venues/new' },
  adminNewLocation: { pattern: '/admin/locations/new', build: () => '/admin/locations/new' },
  adminNewWeeklyClass: { pattern: '/admin/classes/new', build: () => '/admin/classes/new' },
  adminSessions: {
    pattern: '/admin/sessions',
    build: (query: { venue?: string; date?: string } = {}) => withQuery('/admin/sessions', query),
  },
  /** A venue's week of sessions, to drag one to another day or time (`from`: the week's Monday). */
  adminWeek: {
    pattern: '/admin/week',
    build: (query: { venue?: string; from?: string } = {}) => withQuery('/admin/week', query),
  },
  /** The theme of all venues, or of one (`venue`), and a venue's footer. */
  adminTheme: {
    pattern: '/admin/theme',
    build: (query: { venue?: string } = {}) => withQuery('/admin/theme', query),
  },
  /** The operator's staff accounts: add a member of staff, change a role or venue. */
  adminStaff: { pattern: '/admin/staff', build: () => '/admin/staff' },
  /** A venue's activities with their prices and member prices: change one. */
  adminPrices: {
    pattern: '/admin/prices',
    build: (query: { venue?: string } = {}) => withQuery('/admin/prices', query),
  },
  /** A venue's activities with their images: upload, replace or remove one. */
  adminActivities: {
    pattern: '/admin/activities',
    build: (query: { venue?: string } = {}) => withQuery('/admin/activities', query),
  },
  /** The operator's membership plans: change a plan's name, description or online joining. */
  adminMembershipPlans: {
    pattern: '/admin/membership-plans',
    build: () => '/admin/membership-plans',
  },
  /** The operator's waiting room for releases: on or off, its minutes, and its lines. */
  adminWaitingRoom: { pattern: '/admin/waiting-room', build: () => '/admin/waiting-room' },
  /** The live site's My account bookings address, kept for deep links. */
  upcomingBookings: { pattern: '/bookings/upcoming', build: () => '/bookings/upcoming' },
  /** Short venue links (`/bethnal-green/badminton-60min`) that forward to the /location forms. */
  shortVenue: { pattern: '/:venueSlug' },
  shortActivity: { pattern: '/:venueSlug/:activitySlug' },
  shortTimetable: { pattern: '/:venueSlug/:activitySlug/:dateSlug/:type?' },
} as const;
