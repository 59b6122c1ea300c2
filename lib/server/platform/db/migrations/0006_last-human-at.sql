ALTER TABLE "share_links" ADD COLUMN "last_human_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracked_links" ADD COLUMN "last_human_at" timestamp with time zone;--> statement-breakpoint
UPDATE "tracked_links" SET "last_human_at" = (
  SELECT max("occurred_at") FROM "click_events" WHERE "link_id" = "tracked_links"."id" AND "hit_class" = 'human'
);
