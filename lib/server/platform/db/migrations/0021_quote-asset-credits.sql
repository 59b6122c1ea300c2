CREATE TABLE "quote_asset_credits" (
	"quote_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"credit" double precision NOT NULL,
	"quoted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quote_asset_credits_quote_id_asset_id_pk" PRIMARY KEY("quote_id","asset_id")
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "share_link_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_asset_credits" ADD CONSTRAINT "quote_asset_credits_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_asset_credits" ADD CONSTRAINT "quote_asset_credits_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_asset_credits_asset_time_idx" ON "quote_asset_credits" USING btree ("asset_id","quoted_at");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE set null ON UPDATE no action;