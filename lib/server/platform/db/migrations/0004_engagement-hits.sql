CREATE TABLE "daily_visitors" (
	"target_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "daily_visitors_target_id_day_visitor_pk" PRIMARY KEY("target_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "link_daily_hits" (
	"link_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hit_class" text NOT NULL,
	"hits" bigint NOT NULL,
	"visitors" bigint NOT NULL,
	CONSTRAINT "link_daily_hits_link_id_day_hit_class_pk" PRIMARY KEY("link_id","day","hit_class")
);
--> statement-breakpoint
CREATE TABLE "share_daily_opens" (
	"share_link_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hit_class" text NOT NULL,
	"hits" bigint NOT NULL,
	"visitors" bigint NOT NULL,
	CONSTRAINT "share_daily_opens_share_link_id_day_hit_class_pk" PRIMARY KEY("share_link_id","day","hit_class")
);
--> statement-breakpoint
CREATE TABLE "share_opens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"share_link_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"referrer" text,
	"user_agent_class" text NOT NULL,
	"hit_class" text NOT NULL,
	"visitor" text,
	"open_id" uuid,
	"seconds" integer,
	"furthest_percent" smallint,
	CONSTRAINT "share_opens_open_id_unique" UNIQUE("open_id")
);
--> statement-breakpoint
CREATE TABLE "visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "click_events_human_time_idx";--> statement-breakpoint
ALTER TABLE "click_events" ADD COLUMN "hit_class" text DEFAULT 'human' NOT NULL;--> statement-breakpoint
ALTER TABLE "click_events" ADD COLUMN "visitor" text;--> statement-breakpoint
ALTER TABLE "link_daily_hits" ADD CONSTRAINT "link_daily_hits_link_id_tracked_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."tracked_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_daily_opens" ADD CONSTRAINT "share_daily_opens_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_opens" ADD CONSTRAINT "share_opens_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_daily_hits_day_idx" ON "link_daily_hits" USING btree ("day");--> statement-breakpoint
CREATE INDEX "share_daily_opens_day_idx" ON "share_daily_opens" USING btree ("day");--> statement-breakpoint
CREATE INDEX "share_opens_link_time_idx" ON "share_opens" USING btree ("share_link_id","occurred_at");--> statement-breakpoint
CREATE INDEX "share_opens_time_idx" ON "share_opens" USING btree ("occurred_at");--> statement-breakpoint
UPDATE "click_events" SET "hit_class" = 'bot' WHERE "is_bot";--> statement-breakpoint
INSERT INTO "link_daily_hits" ("link_id", "day", "hit_class", "hits", "visitors")
SELECT "link_id", ("occurred_at" AT TIME ZONE 'UTC')::date, "hit_class", count(*), 0 FROM "click_events" GROUP BY 1, 2, 3;
