import "server-only";
import { eq } from "drizzle-orm";
import type { RepProfile, repProfileUpdateSchema } from "@/lib/contract/user";
import type { z } from "zod";
import type { Db } from "@/lib/server/platform/db/client";
import { profiles } from "@/lib/server/platform/db/schema";
import type { Profile } from "@/lib/server/auth/profiles";

const repProfileOf = (profile: Pick<Profile, "phone" | "timeZone">): RepProfile => ({
  phone: profile.phone,
  timeZone: profile.timeZone,
});

/** GET /api/user/profile: the caller's phone and time zone (null until set). */
export function repProfile(actor: Profile): RepProfile {
  return repProfileOf(actor);
}

/**
 * PATCH /api/user/profile: changes only the caller's own row (the body names no user); an empty
 * phone clears it. A time zone cannot be cleared, only changed.
 */
export async function updateRepProfile(
  db: Db,
  actor: Profile,
  update: z.output<typeof repProfileUpdateSchema>,
): Promise<RepProfile> {
  const changes = {
    ...(update.phone !== undefined && { phone: update.phone || null }),
    ...(update.timeZone !== undefined && { timeZone: update.timeZone }),
  };
  if (!Object.keys(changes).length) return repProfileOf(actor);
  const [row] = await db
    .update(profiles)
    .set(changes)
    .where(eq(profiles.id, actor.id))
    .returning({ phone: profiles.phone, timeZone: profiles.timeZone });
  return repProfileOf(row ?? actor);
}
