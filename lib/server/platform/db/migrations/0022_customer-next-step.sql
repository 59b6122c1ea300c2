CREATE TABLE "cta_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" uuid,
	"share_link_id" uuid,
	"open_id" uuid NOT NULL,
	"label" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cta_clicks_one_page_check" CHECK (("cta_clicks"."room_id" is null) <> ("cta_clicks"."share_link_id" is null))
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "cta_label" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "cta_url" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "cta_clicks" ADD CONSTRAINT "cta_clicks_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cta_clicks" ADD CONSTRAINT "cta_clicks_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cta_clicks_open_idx" ON "cta_clicks" USING btree ("open_id");--> statement-breakpoint
CREATE INDEX "cta_clicks_room_idx" ON "cta_clicks" USING btree ("room_id","occurred_at");--> statement-breakpoint
CREATE INDEX "cta_clicks_share_idx" ON "cta_clicks" USING btree ("share_link_id","occurred_at");