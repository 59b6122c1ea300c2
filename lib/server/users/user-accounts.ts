import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import {
  CANNOT_DEACTIVATE_SELF,
  CANNOT_DEMOTE_SELF,
  type AdminUser,
  type CreateUserBody,
  type UpdateUserBody,
} from "@/lib/contract/admin-users";
import { createAccount, deleteAuthUser, updateAuthAccess, type AccountStore } from "@/lib/server/auth/accounts";
import { profiles } from "@/lib/server/platform/db/schema";
import type { Db } from "@/lib/server/platform/db/client";
import { conflict, forbidden, notFound } from "@/lib/server/platform/http-errors";
import { idOr404 } from "@/lib/server/platform/row-id";
import { liveProfileByEmail, type Profile } from "@/lib/server/auth/profiles";
import { hasAdminRights } from "@/lib/server/session/session";

const EMAIL_TAKEN = "A user with this email address already exists.";
const PROMO_TAKEN = "This promo code is already taken by another user.";
export const USER_NOT_FOUND = "User not found.";

export function toAdminUser(p: Profile): AdminUser {
  const { id, email, firstName, lastName, role, isActive, promoCode } = p;
  return { id, email, firstName, lastName, role, isActive, promoCode, createdAt: p.createdAt.toISOString() };
}

/** Live users (not deleted), newest first. */
export async function listPortalUsers(db: Db): Promise<AdminUser[]> {
  const rows = await db
    .select()
    .from(profiles)
    .where(isNull(profiles.deletedAt))
    .orderBy(desc(profiles.createdAt), desc(profiles.id));
  return rows.map(toAdminUser);
}

async function promoCodeTaken(db: Db, promoCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`upper(${profiles.promoCode}) = ${promoCode}`);
  return row !== undefined;
}

/**
 * Locks the live admins' rows (in id order, so concurrent changes queue rather than deadlock) and
 * reads the actor again under that lock: an admin whom a change committed meanwhile deactivated,
 * demoted or deleted changes no one (docs/security.md, "Admin changes").
 */
async function lockAdminsAsActor(tx: Db, actor: Profile): Promise<void> {
  const liveAdmin = sql`${profiles.role} = 'admin' and ${profiles.deletedAt} is null`;
  await tx.execute(sql`select id from ${profiles} where ${liveAdmin} order by id for update`);
  const [self] = await tx.select().from(profiles).where(eq(profiles.id, actor.id));
  if (!self || !self.isActive || self.deletedAt || !hasAdminRights(self))
    throw forbidden("Administrator privileges are required.");
}

/**
 * Creates the sign-in and the profile (with a unique promo code: the given one, or generated). The
 * actor is checked again under the admins' lock once the account exists (the promo code's retries
 * cannot run inside a transaction); an actor who lost their rights meanwhile gets a 403 and the
 * account is removed again.
 */
export async function createPortalUser(store: AccountStore, actor: Profile, input: CreateUserBody): Promise<AdminUser> {
  const { db } = store;
  if (await liveProfileByEmail(db, input.email)) throw conflict(EMAIL_TAKEN, "email_exists");
  if (input.promoCode && (await promoCodeTaken(db, input.promoCode))) throw conflict(PROMO_TAKEN, "promo_code_taken");
  const profile = await createAccount(store, {
    email: input.email,
    password: input.password,
    role: input.role,
    firstName: input.firstName,
    lastName: input.lastName,
    isActive: input.isActive,
    promoCode: input.promoCode ?? undefined,
  });
  try {
    await db.transaction((tx) => lockAdminsAsActor(tx, actor));
  } catch (error) {
    await deleteAuthUser(store, profile.id);
    await db.delete(profiles).where(eq(profiles.id, profile.id));
    throw error;
  }
  return toAdminUser(profile);
}

/**
 * Marks the profile deleted, refusing self-deletion. The actor, re-read under the admins' lock, is an
 * active admin who is not the one deleted, so an active admin always remains.
 */
async function markDeleted(db: Db, actor: Profile, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAdminsAsActor(tx, actor);
    const [target] = await tx
      .select()
      .from(profiles)
      .where(and(eq(profiles.id, id), isNull(profiles.deletedAt)));
    if (!target) throw notFound(USER_NOT_FOUND, "user_not_found");
    if (target.id === actor.id) throw conflict("You cannot delete your own account.", "cannot_delete_self");
    await tx.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, id));
  });
}

/**
 * Removes the sign-in and marks the profile deleted. Links, their clicks and quotes stay, so
 * /go keeps working and history keeps counting.
 */
export async function deletePortalUser(store: AccountStore, actor: Profile, rawId: string): Promise<void> {
  const id = idOr404(rawId, USER_NOT_FOUND, "user_not_found");
  await markDeleted(store.db, actor, id);
  try {
    await deleteAuthUser(store, id);
  } catch (error) {
    await store.db.update(profiles).set({ deletedAt: null }).where(eq(profiles.id, id));
    throw error;
  }
}

/**
 * Changes a user's names, role and active flag. An admin can neither demote nor deactivate
 * themselves (so an active admin always remains); the admins are locked and the actor re-read
 * meanwhile, so two admins cannot demote or deactivate each other at once. The auth service
 * follows: deactivating ends the user's sessions. `onActivated` runs once an inactive user is active.
 */
export async function updateUser(
  store: AccountStore,
  actor: Profile,
  rawId: string,
  input: UpdateUserBody,
  onActivated?: (user: AdminUser) => Promise<void>,
): Promise<AdminUser> {
  const id = idOr404(rawId, USER_NOT_FOUND, "user_not_found");
  const { before, after } = await store.db.transaction(async (tx) => {
    await lockAdminsAsActor(tx, actor);
    const [target] = await tx
      .select()
      .from(profiles)
      .where(and(eq(profiles.id, id), isNull(profiles.deletedAt)));
    if (!target) throw notFound(USER_NOT_FOUND, "user_not_found");
    if (target.id === actor.id && input.role === "rep") throw conflict(CANNOT_DEMOTE_SELF, "cannot_demote_self");
    if (target.id === actor.id && input.isActive === false)
      throw conflict(CANNOT_DEACTIVATE_SELF, "cannot_deactivate_self");
    const [updated] = await tx.update(profiles).set(input).where(eq(profiles.id, id)).returning();
    if (!updated) throw notFound(USER_NOT_FOUND, "user_not_found");
    return { before: target, after: updated };
  });
  if (before.role !== after.role || before.isActive !== after.isActive) {
    try {
      await updateAuthAccess(store, id, { role: after.role, isActive: after.isActive });
    } catch (error) {
      await store.db.update(profiles).set({ role: before.role, isActive: before.isActive }).where(eq(profiles.id, id));
      throw error;
    }
  }
  const user = toAdminUser(after);
  if (!before.isActive && after.isActive) await onActivated?.(user);
  return user;
}
