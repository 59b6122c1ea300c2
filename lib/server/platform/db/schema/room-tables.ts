import "server-only";
import { sql } from "drizzle-orm";
import {
  bigserial,
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { brands } from "./brand-tables";
import { assets } from "./library-tables";
import { profiles } from "./profile-tables";

/**
 * A rep's personal share room for one recipient: /r/{slug} shows the rep's card, the note and the
 * room's assets in order (docs/rooms.md). Revoking sets revokedAt; the row stays for its history.
 */
export const rooms = pgTable(
  "rooms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** 128 random bits, base64url: unguessable, and never derived from the id. */
    slug: text("slug").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email"),
    recipientCompany: text("recipient_company"),
    note: text("note").notNull().default(""),
    /** The last day the room opens (UTC); null: no expiry. */
    expiresOn: date("expires_on", { mode: "string" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** When the rep last e-mailed the room: visits right after it are a mail scanner's. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    /** Human visits and the newest one, kept by the hit writer. */
    visitCount: integer("visit_count").notNull().default(0),
    lastHumanAt: timestamp("last_human_at", { withTimezone: true }),
    /** The device of the first human visit; a human visit from another device marks the room forwarded. */
    firstDevice: text("first_device"),
    forwardedAt: timestamp("forwarded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("rooms_user_created_idx").on(t.userId, t.createdAt),
    // The rep's list, newest activity first (lib/server/rooms/room-summaries.ts): a page is a range.
    index("rooms_user_activity_idx").on(
      t.userId,
      sql`coalesce(${t.lastHumanAt}, ${t.createdAt}) desc`,
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** A room's assets, in the rep's order (position 0 first). */
export const roomAssets = pgTable(
  "room_assets",
  {
    roomId: uuid("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.assetId] })],
);

/**
 * One visit of a room page, classified like a share open (lib/contract/hits.ts). `device` is the
 * room's device cookie (random, scoped to the room's path), `visitor` the daily keyed hash of address
 * and user agent; `visitId` names the visit for the page's beacon.
 */
export const roomVisits = pgTable(
  "room_visits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    referrer: text("referrer"),
    userAgentClass: text("user_agent_class").notNull(),
    hitClass: text("hit_class").notNull(),
    reason: text("reason"),
    visitor: text("visitor"),
    device: text("device"),
    visitId: uuid("visit_id").unique(),
  },
  (t) => [
    index("room_visits_room_time_idx").on(t.roomId, t.occurredAt),
    index("room_visits_time_idx").on(t.occurredAt),
    // The room's page in the portal groups its visits by class and device: with every column it reads
    // in the index, that is an index-only range instead of a heap page per visit.
    index("room_visits_room_class_idx").on(t.roomId, t.hitClass, t.device, t.occurredAt, t.id),
  ],
);

/** What one visit did with one of the room's assets: seconds visible, furthest percent played, downloads. */
export const roomAssetViews = pgTable(
  "room_asset_views",
  {
    visitId: bigint("visit_id", { mode: "number" })
      .notNull()
      .references(() => roomVisits.id, { onDelete: "cascade" }),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    seconds: integer("seconds").notNull().default(0),
    furthestPercent: smallint("furthest_percent"),
    downloads: smallint("downloads").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.visitId, t.assetId] })],
);
