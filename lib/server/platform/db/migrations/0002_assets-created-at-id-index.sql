DROP INDEX "assets_created_at_idx";--> statement-breakpoint
CREATE INDEX "assets_created_at_id_idx" ON "assets" USING btree ("created_at","id");