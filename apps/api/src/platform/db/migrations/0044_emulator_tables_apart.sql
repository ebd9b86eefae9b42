-- The payment emulators' tables leave Lido's schema: they have migrations of their own, run only
-- in demo mode and by the tests (src/db/emulator-migrations, decisions/030).
DROP TABLE IF EXISTS "sandbox_opayo_cards";--> statement-breakpoint
DROP TABLE IF EXISTS "sandbox_opayo_instructions";--> statement-breakpoint
DROP TABLE IF EXISTS "sandbox_opayo_session_keys";--> statement-breakpoint
DROP TABLE IF EXISTS "sandbox_opayo_transactions";--> statement-breakpoint
DROP TABLE IF EXISTS "sandbox_gocardless_events";--> statement-breakpoint
DROP TABLE IF EXISTS "sandbox_gocardless_idempotency_keys";--> statement-breakpoint
DROP TABLE IF EXISTS "sandbox_gocardless_resources";