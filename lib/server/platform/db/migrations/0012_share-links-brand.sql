ALTER TABLE "share_links" DROP CONSTRAINT "share_links_asset_user_key";--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "brand_id" uuid;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_asset_user_brand_key" UNIQUE("asset_id","user_id","brand_id");