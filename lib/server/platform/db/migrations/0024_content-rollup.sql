CREATE TABLE "content_daily_opens" (
	"day" date NOT NULL,
	"asset_id" uuid NOT NULL,
	"brand_id" uuid,
	"human_opens" integer NOT NULL,
	"visitors" integer NOT NULL,
	"downloads" integer NOT NULL,
	"last_open_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_daily_reads" (
	"day" date NOT NULL,
	"asset_id" uuid NOT NULL,
	"brand_id" uuid,
	"percent" double precision NOT NULL,
	"opens" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_stale_days" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_daily_opens" ADD CONSTRAINT "content_daily_opens_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_daily_reads" ADD CONSTRAINT "content_daily_reads_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_daily_opens_day_brand_idx" ON "content_daily_opens" USING btree ("day","brand_id");--> statement-breakpoint
CREATE INDEX "content_daily_reads_day_brand_idx" ON "content_daily_reads" USING btree ("day","brand_id");