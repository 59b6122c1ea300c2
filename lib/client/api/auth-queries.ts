"use client";

import type { LoginResponse, PortalUser, Role, VerifyResponse } from "@/lib/contract/auth";
import { ApiError } from "@/lib/client/data/api-error";
import { apiJson, apiRequest } from "@/lib/client/data/fetcher";
import { isOutageError } from "@/lib/client/data/outage";
import { hasSessionCookie } from "@/lib/client/auth/session-cookie";
import { getSupabase } from "@/lib/client/auth/supabase";
import { SIGN_IN_CALLBACK_PATH } from "@/lib/request-gate";

export interface SignedIn {
  user: PortalUser;
  role: Role;
}

/** GET answers 200 for a live session and 401 without one; the connection test calls it too. */
export const VERIFY_PATH = "/api/auth/verify";

export const NO_SESSION_MESSAGE = "No session returned from authentication";

/**
 * GET /api/auth/verify for the stored session; null when there is none or it is no longer valid (a
 * 401 only). An outage (a 503, or a refresh the auth service could not answer) throws and keeps the
 * session.
 */
export async function restoreSession(): Promise<SignedIn | null> {
  if (!hasSessionCookie()) return null;
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.getSession();
  if (isOutageError(error)) throw error;
  if (!data.session) return null;
  try {
    const verified = await apiJson<Partial<VerifyResponse>>("GET", VERIFY_PATH);
    if (!verified.user) throw new Error("The verify response has no user");
    return { user: verified.user, role: verified.role ?? verified.user.role ?? "rep" };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    await supabase.auth.signOut({ scope: "local" });
    return null;
  }
}

/** POST /api/auth/login, then keep the returned session in the auth client's cookie storage. */
export async function signInWithPassword(email: string, password: string): Promise<SignedIn> {
  const client = getSupabase(); // loads beside the sign-in request
  client.catch(() => undefined); // a failed load is reported below, when it is awaited
  const { session, user } = await apiJson<Partial<LoginResponse>>("POST", "/api/auth/login", { email, password });
  if (!session?.access_token || !session.refresh_token || !user) throw new Error(NO_SESSION_MESSAGE);
  const supabase = await client;
  const { error } = await supabase.auth.setSession({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
  });
  if (error) throw error;
  return { user, role: user.role ?? "rep" };
}

/** Sends the magic link (PKCE); the link comes back to the sign-in callback on this origin. */
export async function sendMagicLink(email: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithOtp({
    email,
    options: { emailRedirectTo: `${window.location.origin}${SIGN_IN_CALLBACK_PATH}`, shouldCreateUser: false },
  });
  if (error) throw error;
}

/** Exchanges the PKCE code of the callback address for a session and verifies it. */
export async function completeMagicLink(code: string): Promise<SignedIn> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.exchangeCodeForSession(code);
  if (error) throw error;
  const restored = await restoreSession();
  if (!restored) throw new Error(NO_SESSION_MESSAGE);
  return restored;
}

/** Signs in with the 6-digit code of a sign-in e-mail (no PKCE: the code is typed, not carried by a link). */
export async function verifyEmailCode(email: string, code: string): Promise<SignedIn> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.verifyOtp({ email, token: code, type: "email" });
  if (error) throw error;
  const restored = await restoreSession();
  if (!restored) throw new Error(NO_SESSION_MESSAGE);
  return restored;
}

/** Revokes the session on the server (failures ignored) and always clears it locally. */
export async function signOut(): Promise<void> {
  try {
    await apiRequest("POST", "/api/auth/logout");
  } catch (error) {
    console.error("Logout request failed", error);
  }
  try {
    const supabase = await getSupabase();
    await supabase.auth.signOut({ scope: "local" });
  } catch (error) {
    console.error("Clearing the local session failed", error);
  }
}
