import "server-only";
import { count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { authSessions, authUsers } from "@/lib/server/platform/db/schema";
import type { Db } from "@/lib/server/platform/db/client";
import { hashPassword } from "../crypto";
import { GoTrueError, validationFailed } from "./gotrue-errors";

export const MIN_PASSWORD_LENGTH = 6;

/** GoTrue's ban_duration: "none" lifts a ban, a whole number of hours ("876000h") sets one. */
const banDuration = z
  .string()
  .regex(/^(none|\d{1,7}h)$/, 'ban_duration must be "none" or a number of hours such as "876000h"');

export const goTrueCreateUserBodySchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  password: z.string().min(MIN_PASSWORD_LENGTH).max(256).optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: z.record(z.string(), z.unknown()).optional(),
  app_metadata: z.record(z.string(), z.unknown()).optional(),
  ban_duration: banDuration.optional(),
});
export type GoTrueCreateUserBody = z.infer<typeof goTrueCreateUserBodySchema>;

function bannedUntil(duration: string | undefined, now = Date.now()): Date | null {
  if (!duration || duration === "none") return null;
  return new Date(now + Number.parseInt(duration, 10) * 3_600_000);
}

/** A banned user (a deactivated portal user) gets no grant of any kind and no sign-in link. */
export function isBanned(user: { bannedUntil: Date | null }, now = new Date()): boolean {
  return user.bannedUntil !== null && user.bannedUntil > now;
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(authUsers)
    .where(sql`lower(${authUsers.email}) = ${email.trim().toLowerCase()}`);
  return user;
}

export async function findUserById(db: Db, id: string) {
  if (!z.uuid().safeParse(id).success) return undefined;
  const [user] = await db.select().from(authUsers).where(eq(authUsers.id, id));
  return user;
}

export async function createGoTrueUser(db: Db, input: GoTrueCreateUserBody) {
  if (await findUserByEmail(db, input.email)) {
    throw new GoTrueError(422, "email_exists", "A user with this email address has already been registered");
  }
  const [user] = await db
    .insert(authUsers)
    .values({
      email: input.email,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      emailConfirmedAt: input.email_confirm ? new Date() : null,
      userMetadata: input.user_metadata ?? {},
      appMetadata: input.app_metadata ?? {},
      bannedUntil: bannedUntil(input.ban_duration),
    })
    .onConflictDoNothing()
    .returning();
  if (!user) throw new GoTrueError(422, "email_exists", "A user with this email address has already been registered");
  return user;
}

export async function listGoTrueUsers(db: Db, page: number, perPage: number) {
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1 || perPage > 1000) {
    throw validationFailed("page must be 1 or more and per_page between 1 and 1000");
  }
  const [users, [total]] = await Promise.all([
    db
      .select()
      .from(authUsers)
      .orderBy(desc(authUsers.createdAt), authUsers.id)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(authUsers),
  ]);
  return { users, total: total?.value ?? 0 };
}

export async function deleteGoTrueUser(db: Db, id: string) {
  const user = await findUserById(db, id);
  if (!user) throw new GoTrueError(404, "user_not_found", "User not found");
  await db.delete(authUsers).where(eq(authUsers.id, id));
  return user;
}

/**
 * GoTrue's admin user update, for what the portal changes: the role in app_metadata and the ban.
 * A ban also ends every session of the user at once (their refresh tokens go with them).
 */
export async function updateUserAccess(db: Db, id: string, access: { role: string; banDuration: string }) {
  await db.transaction(async (tx) => {
    await tx
      .update(authUsers)
      .set({
        appMetadata: sql`${authUsers.appMetadata} || ${JSON.stringify({ role: access.role })}::jsonb`,
        bannedUntil: bannedUntil(access.banDuration),
      })
      .where(eq(authUsers.id, id));
    if (access.banDuration !== "none") await tx.delete(authSessions).where(eq(authSessions.userId, id));
  });
}
