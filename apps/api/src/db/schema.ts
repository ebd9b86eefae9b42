// Every module's tables, for Drizzle's typed queries and for drizzle-kit's migration generator.
export * from '../modules/venues/venues.tables';
export * from '../modules/site-config/site-config.tables';
export * from '../modules/catalogue/catalogue.tables';
export * from '../modules/cancellation-policies/cancellation-policies.tables';
export * from '../modules/accounts/accounts.tables';
export * from '../modules/penalties/penalties.tables';
export * from '../modules/memberships/memberships.tables';
export * from '../modules/timetable/timetable.tables';
export * from '../modules/email/email.tables';
export * from '../modules/payments/payments.tables';
export * from '../modules/bookings/bookings.tables';
export * from '../modules/waitlists/waitlists.tables';
export * from '../opayo-sandbox/opayo-sandbox.tables';
export * from '../modules/basket/basket.tables';
export * from '../modules/checkout/checkout.tables';
export * from '../modules/terms/terms.tables';
export * from '../http/idempotency.tables';
