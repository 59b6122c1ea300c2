ALTER TABLE "auth_refresh_tokens" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "banned_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "click_events" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "share_opens" ADD COLUMN "reason" text;--> statement-breakpoint
UPDATE "auth_users" SET "banned_until" = '2999-12-31T00:00:00Z' WHERE "id" IN (SELECT "id" FROM "profiles" WHERE NOT "is_active");
