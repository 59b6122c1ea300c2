CREATE TABLE "click_daily_totals" (
	"day" date NOT NULL,
	"hit_class" text NOT NULL,
	"hits" bigint NOT NULL,
	CONSTRAINT "click_daily_totals_day_hit_class_pk" PRIMARY KEY("day","hit_class")
);
--> statement-breakpoint
CREATE INDEX "share_links_user_idx" ON "share_links" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "click_daily_totals" ("day", "hit_class", "hits")
SELECT "day", "hit_class", sum("hits") FROM "link_daily_hits" GROUP BY "day", "hit_class";
