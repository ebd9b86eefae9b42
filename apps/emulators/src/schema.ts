// The payment emulators' tables (demo mode and tests only), for drizzle-kit's generator of their
// own migrations (drizzle.config.ts → src/emulator-migrations). A production database never has
// them (decisions/030, decisions/034).
export * from './opayo/opayo-sandbox.tables';
export * from './gocardless/gocardless-sandbox.tables';
