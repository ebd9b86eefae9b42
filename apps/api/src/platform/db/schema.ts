// Every module's tables, for Drizzle's typed queries and for drizzle-kit's migration generator.
// The payment emulators' tables are not here: they have migrations of their own, run only in
// demo mode and by the tests (apps/emulators, decisions/030 and 034).
export * from '../../modules/venues/venues.tables';
export * from '../../modules/site-config/site-config.tables';
export * from '../../modules/catalogue/catalogue.tables';
export * from '../../modules/cancellation-policies/cancellation-policies.tables';
export * from '../../modules/accounts/accounts.tables';
export * from '../../modules/credit-ledger/credit-ledger.tables';
export * from '../../modules/penalties/penalties.tables';
export * from '../../modules/memberships/memberships.tables';
export * from '../../modules/benefits/benefits.tables';
export * from '../../modules/packages/packages.tables';
export * from '../../modules/waivers/waivers.tables';
export * from '../../modules/restrictions/restrictions.tables';
export * from '../../modules/timetable/timetable.tables';
export * from '../../modules/release-queue/release-queue.tables';
export * from '../../modules/questions/questions.tables';
export * from '../../modules/email/email.tables';
export * from '../../modules/payments/payments.tables';
export * from '../../modules/bookings/bookings.tables';
export * from '../../modules/waitlists/waitlists.tables';
export * from '../../modules/basket/basket.tables';
export * from '../../modules/checkout/checkout.tables';
export * from '../../modules/direct-debit/direct-debit.tables';
export * from '../../modules/membership-joining/membership-joining.tables';
export * from '../../modules/terms/terms.tables';
export * from '../../modules/kiosk/kiosk.tables';
export * from '../../modules/vouchers/vouchers.tables';
export * from '../../modules/desk-audit/desk-audit.tables';
export * from '../../modules/end-of-day/end-of-day.tables';
export * from '../../modules/operator-import/operator-import.tables';
export * from '../http/idempotency.tables';
