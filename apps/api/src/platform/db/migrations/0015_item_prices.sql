-- A basket item keeps its priced total (modules/pricing): one member price per member per session.
ALTER TABLE "cart_items" ADD COLUMN "price_pence" integer;--> statement-breakpoint
UPDATE "cart_items" SET "price_pence" = "unit_price_pence" * "quantity";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "price_pence" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "member_places" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_price_check" CHECK ("cart_items"."price_pence" >= 0);
