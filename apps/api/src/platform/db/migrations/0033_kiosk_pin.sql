CREATE TABLE "kiosk_settings" (
	"operator_id" integer PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD CONSTRAINT "kiosk_settings_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;