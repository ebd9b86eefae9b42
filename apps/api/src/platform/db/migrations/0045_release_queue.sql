CREATE TABLE "release_queue_settings" (
	"operator_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"pre_queue_minutes" integer DEFAULT 15 NOT NULL,
	"admission_minutes" integer DEFAULT 20 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_queue_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"queue_id" integer NOT NULL,
	"pass_hash" text NOT NULL,
	"position" integer,
	"joined_behind" integer DEFAULT 0 NOT NULL,
	"customer_id" integer,
	"joined_at" timestamp with time zone NOT NULL,
	"admitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "release_queues" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"admission_minutes" integer NOT NULL,
	"drawn_at" timestamp with time zone,
	"last_position" integer DEFAULT 0 NOT NULL,
	"admitted_through" integer DEFAULT 0 NOT NULL,
	"admit_per_minute" integer DEFAULT 600 NOT NULL,
	"last_admitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "release_queue_settings" ADD CONSTRAINT "release_queue_settings_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_queue_tickets" ADD CONSTRAINT "release_queue_tickets_queue_id_release_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."release_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_queue_tickets" ADD CONSTRAINT "release_queue_tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_queues" ADD CONSTRAINT "release_queues_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "release_queue_tickets_pass_key" ON "release_queue_tickets" USING btree ("queue_id","pass_hash");--> statement-breakpoint
CREATE INDEX "release_queue_tickets_position_idx" ON "release_queue_tickets" USING btree ("queue_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "release_queues_venue_opening_key" ON "release_queues" USING btree ("venue_id","opens_at");--> statement-breakpoint
CREATE INDEX "release_queues_closes_idx" ON "release_queues" USING btree ("closes_at");