CREATE TABLE "room_asset_views" (
	"visit_id" bigint NOT NULL,
	"asset_id" uuid NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"furthest_percent" smallint,
	"downloads" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "room_asset_views_visit_id_asset_id_pk" PRIMARY KEY("visit_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "room_assets" (
	"room_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "room_assets_room_id_asset_id_pk" PRIMARY KEY("room_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "room_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"referrer" text,
	"user_agent_class" text NOT NULL,
	"hit_class" text NOT NULL,
	"reason" text,
	"visitor" text,
	"device" text,
	"visit_id" uuid,
	CONSTRAINT "room_visits_visit_id_unique" UNIQUE("visit_id")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"user_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text,
	"recipient_company" text,
	"note" text DEFAULT '' NOT NULL,
	"expires_on" date,
	"revoked_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"last_human_at" timestamp with time zone,
	"first_device" text,
	"forwarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "room_id" uuid;--> statement-breakpoint
ALTER TABLE "room_asset_views" ADD CONSTRAINT "room_asset_views_visit_id_room_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."room_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_asset_views" ADD CONSTRAINT "room_asset_views_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_assets" ADD CONSTRAINT "room_assets_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_assets" ADD CONSTRAINT "room_assets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_visits" ADD CONSTRAINT "room_visits_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_visits_room_time_idx" ON "room_visits" USING btree ("room_id","occurred_at");--> statement-breakpoint
CREATE INDEX "room_visits_time_idx" ON "room_visits" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "rooms_user_created_idx" ON "rooms" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;