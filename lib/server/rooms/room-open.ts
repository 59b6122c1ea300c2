import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { brands, profiles, rooms } from "@/lib/server/platform/db/schema";
import { HttpError } from "@/lib/server/platform/http-errors";
import { brandCta } from "@/lib/server/brands/brand-cta";
import { repDisplayName } from "@/lib/server/users/rep-name";
import type { RoomRow } from "./room-owner";
import { roomStatus } from "./room-status";

/** Who the room is from, shown even when it is closed (without the rep once they have left). */
export interface RoomCardParts {
  brand: { name: string; primaryColor: string };
  rep: { name: string; email: string; phone: string | null };
  recipientName: string;
  /** The brand's call to action (label and stored https address); shown while the room is open. */
  cta: { label: string; url: string } | null;
}

/** A closed room's page: the brand, and the rep's card unless the rep has left the portal. */
export type ClosedRoomCard = Omit<RoomCardParts, "rep"> & { rep: RoomCardParts["rep"] | null };

export type RoomAtSlug =
  { kind: "missing" } | { kind: "closed"; card: ClosedRoomCard } | { kind: "open"; room: RoomRow; card: RoomCardParts };

type RepPresence = { isActive: boolean; deletedAt: Date | null };

/** A rep who was deactivated or deleted has left: their rooms close with them. */
export const repHasLeft = (rep: RepPresence) => !rep.isActive || rep.deletedAt !== null;

/**
 * The one rule of every public room route (the page, its files, its beacon) and of the admin's view:
 * a room is open while it is neither revoked nor past its last day and its rep is still an active
 * user. Reactivating the rep opens their rooms again; revoking closes a room for good.
 */
export function roomIsOpen(room: Pick<RoomRow, "revokedAt" | "expiresOn">, rep: RepPresence, now: Date): boolean {
  return !repHasLeft(rep) && roomStatus(room, now) === "active";
}

/** A slug is 128 random bits in base64url (22 characters); anything else is not a room. */
const SLUG = /^[A-Za-z0-9_-]{16,64}$/;

/** The room at a public slug with its card, and whether it is open (roomIsOpen); docs/rooms.md. */
export async function roomAtSlug(db: Db, slug: string, now: Date = new Date()): Promise<RoomAtSlug> {
  if (!SLUG.test(slug)) return { kind: "missing" };
  const [row] = await db
    .select({
      room: rooms,
      brand: { name: brands.name, primaryColor: brands.primaryColor },
      cta: { ctaLabel: brands.ctaLabel, ctaUrl: brands.ctaUrl },
      rep: {
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        email: profiles.email,
        phone: profiles.phone,
        isActive: profiles.isActive,
        deletedAt: profiles.deletedAt,
      },
    })
    .from(rooms)
    .innerJoin(brands, eq(brands.id, rooms.brandId))
    .innerJoin(profiles, eq(profiles.id, rooms.userId))
    .where(eq(rooms.slug, slug));
  if (!row) return { kind: "missing" };
  const card = {
    brand: row.brand,
    rep: { name: repDisplayName(row.rep), email: row.rep.email, phone: row.rep.phone },
    recipientName: row.room.recipientName,
    cta: brandCta(row.cta),
  };
  if (roomIsOpen(row.room, row.rep, now)) return { kind: "open", room: row.room, card };
  return { kind: "closed", card: repHasLeft(row.rep) ? { ...card, rep: null } : card };
}

/** What a closed room's beacon gets: the 410 its page answers. */
export const roomClosed = () => new HttpError(410, "room_closed", "This room is no longer available.");
