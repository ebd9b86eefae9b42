// The built-in payment emulators' tables (demo mode and tests only), for drizzle-kit's generator
// of their own migrations (drizzle.emulators.config.ts → src/platform/db/emulator-migrations). A
// production database never has them (decisions/030).
export * from '../../opayo-sandbox/opayo-sandbox.tables';
export * from '../../gocardless-sandbox/gocardless-sandbox.tables';
