ALTER TABLE "share_daily_opens" ADD COLUMN "timed_opens" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "share_daily_opens" ADD COLUMN "seconds" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "share_daily_opens" ADD COLUMN "played_opens" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "share_daily_opens" ADD COLUMN "percent_played" bigint DEFAULT 0 NOT NULL;