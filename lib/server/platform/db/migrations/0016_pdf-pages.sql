CREATE TABLE "pdf_pages" (
	"file_name" text NOT NULL,
	"page" smallint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "pdf_pages_file_name_page_pk" PRIMARY KEY("file_name","page")
);
--> statement-breakpoint
CREATE TABLE "pdf_renders" (
	"file_name" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"page_count" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_page_views" (
	"visit_id" bigint NOT NULL,
	"asset_id" uuid NOT NULL,
	"page" smallint NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_page_views_visit_id_asset_id_page_pk" PRIMARY KEY("visit_id","asset_id","page")
);
--> statement-breakpoint
CREATE TABLE "share_page_views" (
	"open_id" bigint NOT NULL,
	"page" smallint NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "share_page_views_open_id_page_pk" PRIMARY KEY("open_id","page")
);
--> statement-breakpoint
ALTER TABLE "pdf_pages" ADD CONSTRAINT "pdf_pages_file_name_pdf_renders_file_name_fk" FOREIGN KEY ("file_name") REFERENCES "public"."pdf_renders"("file_name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_page_views" ADD CONSTRAINT "room_page_views_visit_id_room_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."room_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_page_views" ADD CONSTRAINT "room_page_views_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_page_views" ADD CONSTRAINT "share_page_views_open_id_share_opens_id_fk" FOREIGN KEY ("open_id") REFERENCES "public"."share_opens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pdf_renders_due_idx" ON "pdf_renders" USING btree ("run_at") WHERE "pdf_renders"."status" = 'pending';