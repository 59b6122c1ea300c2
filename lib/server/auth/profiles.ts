import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { PortalUser, Role } from "@/lib/contract/auth";
import type { Db } from "@/lib/server/platform/db/client";
import { profiles } from "@/lib/server/platform/db/schema";
import { promoCodeCandidate } from "./promo-codes";

export type Profile = typeof profiles.$inferSelect;

/**
 * What a read of someone's own data needs of them: who they are and whether they are an admin. The
 * API's profile is one, and so is the page render's user (`renderUser` of lib/server/session/session.ts:
 * the session the request gate verified, without the rest of the row).
 */
export type Actor = Pick<Profile, "id" | "role">;

export interface NewProfile {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  role?: Role;
  isActive?: boolean;
  promoCode?: string;
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint: name } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === "23505" && (name === undefined || name === constraint);
}

/** Creates a profile with a unique promo code (generated unless given). */
export async function createProfile(db: Db, input: NewProfile): Promise<Profile> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const promoCode = input.promoCode ?? promoCodeCandidate(input.firstName, input.email, 4 + Math.floor(attempt / 2));
    try {
      const [row] = await db
        .insert(profiles)
        .values({ ...input, email: input.email.toLowerCase(), promoCode })
        .returning();
      if (row) return row;
    } catch (error) {
      if (!input.promoCode && isUniqueViolation(error, "profiles_promo_code_unique")) continue;
      throw error;
    }
  }
  throw new Error("Could not find a free promo code");
}

export async function findProfile(db: Db, id: string): Promise<Profile | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

export async function liveProfileByEmail(db: Db, email: string): Promise<Profile | undefined> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.email, email.trim().toLowerCase()), isNull(profiles.deletedAt)));
  return row;
}

export function toPortalUser(profile: Profile): PortalUser {
  return {
    id: profile.id,
    email: profile.email,
    role: profile.role,
    firstName: profile.firstName,
    lastName: profile.lastName,
    profileImageUrl: profile.profileImageUrl,
    promoCode: profile.promoCode,
    timeZone: profile.timeZone,
    user_metadata: {
      first_name: profile.firstName,
      last_name: profile.lastName,
      profile_image_url: profile.profileImageUrl,
    },
  };
}
