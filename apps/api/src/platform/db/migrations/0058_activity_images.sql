-- Activity images (issue 43, item 11; decisions/042): an operator's image per activity, kept as
-- its 3:2 WebP renditions in the database (several API processes share no disk). A version is
-- the start of a hash of the bytes given, so the same picture is kept once; the renditions go
-- with their version when no activity shows it any longer.
CREATE TABLE "activity_image_renditions" (
	"version" text NOT NULL,
	"width" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "activity_image_renditions_version_width_pk" PRIMARY KEY("version","width")
);
--> statement-breakpoint
CREATE TABLE "activity_image_versions" (
	"version" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_images" (
	"category_id" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"uploaded_by" integer
);
--> statement-breakpoint
ALTER TABLE "activity_image_renditions" ADD CONSTRAINT "activity_image_renditions_version_activity_image_versions_version_fk" FOREIGN KEY ("version") REFERENCES "public"."activity_image_versions"("version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_images" ADD CONSTRAINT "activity_images_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_images" ADD CONSTRAINT "activity_images_version_activity_image_versions_version_fk" FOREIGN KEY ("version") REFERENCES "public"."activity_image_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_images_version_idx" ON "activity_images" USING btree ("version");