CREATE TABLE "activity_feed_looks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"looked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_feed_looks" ADD CONSTRAINT "activity_feed_looks_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;