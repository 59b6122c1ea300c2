CREATE TABLE "content_day_visitors" (
	"day" date NOT NULL,
	"asset_id" uuid NOT NULL,
	"brand_id" uuid,
	"visitors" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_hourly_opens" (
	"hour" timestamp with time zone NOT NULL,
	"asset_id" uuid NOT NULL,
	"brand_id" uuid,
	"human_opens" integer NOT NULL,
	"downloads" integer NOT NULL,
	"last_open_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_hourly_reads" (
	"hour" timestamp with time zone NOT NULL,
	"asset_id" uuid NOT NULL,
	"brand_id" uuid,
	"percent" double precision NOT NULL,
	"opens" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_hourly_visitors" (
	"hour" timestamp with time zone NOT NULL,
	"asset_id" uuid NOT NULL,
	"brand_id" uuid,
	"visitor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_rolled_hours" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_stale_hours" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_day_visitors" ADD CONSTRAINT "content_day_visitors_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_hourly_opens" ADD CONSTRAINT "content_hourly_opens_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_hourly_reads" ADD CONSTRAINT "content_hourly_reads_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_hourly_visitors" ADD CONSTRAINT "content_hourly_visitors_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_day_visitors_day_brand_idx" ON "content_day_visitors" USING btree ("day","brand_id");--> statement-breakpoint
CREATE INDEX "content_hourly_opens_hour_brand_idx" ON "content_hourly_opens" USING btree ("hour","brand_id");--> statement-breakpoint
CREATE INDEX "content_hourly_reads_hour_brand_idx" ON "content_hourly_reads" USING btree ("hour","brand_id");--> statement-breakpoint
CREATE INDEX "content_hourly_visitors_hour_brand_idx" ON "content_hourly_visitors" USING btree ("hour","brand_id");--> statement-breakpoint
CREATE INDEX "content_hourly_visitors_asset_idx" ON "content_hourly_visitors" USING btree ("asset_id","visitor","hour");