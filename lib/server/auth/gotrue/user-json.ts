import "server-only";
import type { authUsers } from "@/lib/server/platform/db/schema";

type AuthUserRow = typeof authUsers.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The user object of the Supabase Auth API. */
export function toGoTrueUser(user: AuthUserRow) {
  return {
    id: user.id,
    aud: "authenticated",
    role: "authenticated",
    email: user.email,
    email_confirmed_at: iso(user.emailConfirmedAt),
    confirmed_at: iso(user.emailConfirmedAt),
    phone: "",
    last_sign_in_at: iso(user.lastSignInAt),
    banned_until: iso(user.bannedUntil),
    app_metadata: { provider: "email", providers: ["email"], ...user.appMetadata },
    user_metadata: user.userMetadata,
    identities: [],
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
  };
}

export type GoTrueUser = ReturnType<typeof toGoTrueUser>;
