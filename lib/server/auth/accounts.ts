import "server-only";
import type { Role } from "@/lib/contract/auth";
import type { Db } from "@/lib/server/platform/db/client";
import type { ServerEnv } from "@/lib/server/platform/env";
import { conflict } from "@/lib/server/platform/http-errors";
import { createProfile, isUniqueViolation, type Profile } from "@/lib/server/auth/profiles";
import { createClient } from "@supabase/supabase-js";
import { GoTrueError } from "./gotrue/gotrue-errors";
import * as builtinUsers from "./gotrue/users";
import type { AuthKeys } from "./keys";

/** Where accounts live: the built-in auth tables (keys loaded) or hosted Supabase Auth (an `AuthSetup` is one). */
export interface AccountStore {
  env: Pick<ServerEnv, "SUPABASE_URL" | "SUPABASE_SERVICE_ROLE_KEY">;
  db: Db;
  authKeys: AuthKeys | undefined;
}

export interface NewAccount {
  email: string;
  password: string;
  role: Role;
  firstName?: string | null;
  lastName?: string | null;
  isActive?: boolean;
  /** A chosen promo code; generated when absent. */
  promoCode?: string;
}

/** GoTrue takes bans as durations: a hundred years. */
const DEACTIVATED_BAN = "876000h";

const EMAIL_TAKEN = "A user with this email address already exists.";
const PROMO_TAKEN = "This promo code is already taken by another user.";

function hostedAdmin(store: AccountStore) {
  const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY } = store.env;
  if (!SUPABASE_URL || !SUPABASE_SERVICE_ROLE_KEY) throw new Error("Hosted Supabase is not configured");
  return createClient(SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  }).auth.admin;
}

async function createAuthUser(store: AccountStore, account: NewAccount): Promise<string> {
  const metadata = {
    email: account.email,
    password: account.password,
    email_confirm: true,
    app_metadata: { role: account.role },
    user_metadata: { first_name: account.firstName ?? null, last_name: account.lastName ?? null },
    // A deactivated user gets no sign-in of any kind from the auth service (GoTrue's ban).
    ...(account.isActive === false ? { ban_duration: DEACTIVATED_BAN } : {}),
  };
  if (store.authKeys) {
    try {
      return (await builtinUsers.createGoTrueUser(store.db, metadata)).id;
    } catch (error) {
      if (error instanceof GoTrueError && error.code === "email_exists") throw conflict(EMAIL_TAKEN, "email_exists");
      throw error;
    }
  }
  const { data, error } = await hostedAdmin(store).createUser(metadata);
  if (error) throw error.code === "email_exists" ? conflict(EMAIL_TAKEN, "email_exists") : error;
  return data.user.id;
}

async function deleteAuthUser(store: AccountStore, userId: string): Promise<void> {
  if (store.authKeys) {
    await builtinUsers.deleteGoTrueUser(store.db, userId).catch((error: unknown) => {
      if (!(error instanceof GoTrueError && error.code === "user_not_found")) throw error;
    });
    return;
  }
  const { error } = await hostedAdmin(store).deleteUser(userId);
  if (error && error.status !== 404) throw error;
}

/**
 * Creates the sign-in (built-in service or hosted Supabase) and the portal profile together; a
 * failed profile undoes the sign-in.
 */
export async function createAccount(store: AccountStore, account: NewAccount): Promise<Profile> {
  const userId = await createAuthUser(store, account);
  try {
    return await createProfile(store.db, {
      id: userId,
      email: account.email,
      firstName: account.firstName ?? null,
      lastName: account.lastName ?? null,
      role: account.role,
      isActive: account.isActive ?? true,
      promoCode: account.promoCode,
    });
  } catch (error) {
    await deleteAuthUser(store, userId);
    throw isUniqueViolation(error, "profiles_promo_code_unique") ? conflict(PROMO_TAKEN, "promo_code_taken") : error;
  }
}

/**
 * Carries a profile's role and active flag to the auth service: a deactivated user is banned there
 * (no grant, no sign-in link) and their sessions end; reactivating lifts the ban.
 */
export async function updateAuthAccess(store: AccountStore, userId: string, access: { role: Role; isActive: boolean }) {
  const banDuration = access.isActive ? "none" : DEACTIVATED_BAN;
  if (store.authKeys) return builtinUsers.updateUserAccess(store.db, userId, { role: access.role, banDuration });
  // Hosted GoTrue refuses a banned user's refresh token, so the session ends at its next refresh.
  const { error } = await hostedAdmin(store).updateUserById(userId, {
    app_metadata: { role: access.role },
    ban_duration: banDuration,
  });
  if (error) throw error;
}

/** Whether the user has ever signed in, as the auth service recorded it. */
export async function hasSignedIn(store: AccountStore, userId: string): Promise<boolean> {
  if (store.authKeys) return Boolean((await builtinUsers.findUserById(store.db, userId))?.lastSignInAt);
  const { data, error } = await hostedAdmin(store).getUserById(userId);
  if (error) throw error;
  return Boolean(data.user.last_sign_in_at);
}

export { deleteAuthUser };
