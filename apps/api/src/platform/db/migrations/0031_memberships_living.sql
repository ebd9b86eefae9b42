CREATE TABLE "membership_document_files" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_plans" DROP CONSTRAINT "membership_plans_terms_check";--> statement-breakpoint
ALTER TABLE "guest_passes" ADD COLUMN "membership_id" integer;--> statement-breakpoint
ALTER TABLE "guest_passes" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "guest_passes" ADD COLUMN "used_order_id" integer;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "guest_passes_per_month" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "next_plan_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "plan_changes_on" date;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "guest_pass_id" integer;--> statement-breakpoint
ALTER TABLE "membership_document_files" ADD CONSTRAINT "membership_document_files_document_id_membership_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."membership_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_passes" ADD CONSTRAINT "guest_passes_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_next_plan_id_membership_plans_id_fk" FOREIGN KEY ("next_plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_guest_pass_id_guest_passes_id_fk" FOREIGN KEY ("guest_pass_id") REFERENCES "public"."guest_passes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_passes_membership_idx" ON "guest_passes" USING btree ("membership_id","issued_on");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_guest_pass_key" ON "cart_items" USING btree ("guest_pass_id") WHERE "cart_items"."guest_pass_id" is not null;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_terms_check" CHECK ("membership_plans"."minimum_term_months" between 0 and 36 and "membership_plans"."notice_period_months" between 0 and 12
        and "membership_plans"."advance_booking_days" between 0 and 14 and "membership_plans"."guest_passes_per_month" between 0 and 10);