// Every module's tables, for Drizzle's typed queries and for drizzle-kit's migration generator.
// The payment emulators' tables are not here: they have migrations of their own, run only in
// demo mode and by the tests (apps/emulators, decisions/030 and 034).
export * from '../../contexts/venue-setup/venues/venues.tables';
export * from '../../contexts/venue-setup/site-config/site-config.tables';
export * from '../../contexts/venue-setup/catalogue/catalogue.tables';
export * from '../../contexts/venue-setup/activity-images/activity-images.tables';
export * from '../../contexts/venue-setup/cancellation-policies/cancellation-policies.tables';
export * from '../../contexts/people/accounts/accounts.tables';
export * from '../../contexts/money/credit-ledger/credit-ledger.tables';
export * from '../../contexts/people/penalties/penalties.tables';
export * from '../../contexts/memberships/memberships/memberships.tables';
export * from '../../contexts/memberships/benefits/benefits.tables';
export * from '../../contexts/memberships/packages/packages.tables';
export * from '../../contexts/timetable/waivers/waivers.tables';
export * from '../../contexts/timetable/restrictions/restrictions.tables';
export * from '../../contexts/timetable/timetable/timetable.tables';
export * from '../../contexts/booking/release-queue/release-queue.tables';
export * from '../../contexts/timetable/questions/questions.tables';
export * from '../../contexts/people/email/email.tables';
export * from '../../contexts/money/payments/payments.tables';
export * from '../../contexts/booking/bookings/bookings.tables';
export * from '../../contexts/booking/waitlists/waitlists.tables';
export * from '../../contexts/booking/basket/basket.tables';
export * from '../../contexts/booking/checkout/checkout.tables';
export * from '../../contexts/memberships/direct-debit/direct-debit.tables';
export * from '../../contexts/memberships/membership-joining/membership-joining.tables';
export * from '../../contexts/venue-setup/terms/terms.tables';
export * from '../../contexts/front-of-house/kiosk/kiosk.tables';
export * from '../../contexts/money/vouchers/vouchers.tables';
export * from '../../contexts/people/desk-audit/desk-audit.tables';
export * from '../../contexts/front-of-house/end-of-day/end-of-day.tables';
export * from '../../contexts/back-office/operator-import/operator-import.tables';
export * from '../http/idempotency.tables';
export * from '../../contexts/openactive/open-data-feeds/open-data-feeds.tables';
export * from '../../contexts/openactive/booking-partners/booking-partners.tables';
export * from '../../contexts/openactive/partner-orders/partner-orders.tables';
