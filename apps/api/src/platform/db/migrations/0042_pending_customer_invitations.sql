CREATE TABLE "pending_customer_invitations" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_customer_invitations" ADD CONSTRAINT "pending_customer_invitations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;