import "server-only";
import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * The portal's own record of a user. The id is the auth user's id (built-in or hosted).
 * Deleting a user removes the sign-in and marks the profile deleted, so links and history stay.
 */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey(),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    role: text("role", { enum: ["rep", "admin"] })
      .notNull()
      .default("rep"),
    isActive: boolean("is_active").notNull().default(true),
    promoCode: text("promo_code").notNull().unique(),
    profileImageUrl: text("profile_image_url"),
    /** Whether the user gets an e-mail when one of their links or shares is first opened on a day. */
    emailAlerts: boolean("email_alerts").notNull().default(true),
    /** The rep's phone as they typed it (validated: lib/contract/user.ts); the public pages link it. */
    phone: text("phone"),
    /** The rep's IANA time zone, first taken from their browser; alert e-mails tell times in it. */
    timeZone: text("time_zone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("profiles_email_live_idx")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    check("profiles_role_check", sql`${t.role} in ('rep', 'admin')`),
  ],
);
