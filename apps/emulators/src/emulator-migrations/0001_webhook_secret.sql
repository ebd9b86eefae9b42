CREATE TABLE "sandbox_gocardless_webhook_secret" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_gocardless_webhook_secret_one_row" CHECK ("sandbox_gocardless_webhook_secret"."id" = 1)
);
