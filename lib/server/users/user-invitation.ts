import "server-only";
import type { AdminUser, CreateUserBody, UpdateUserBody } from "@/lib/contract/admin-users";
import { hasSignedIn } from "@/lib/server/auth/accounts";
import type { MailMessage, Mailer } from "@/lib/server/platform/mail/mailer";
import type { AuthSetup } from "@/lib/server/auth/keys";
import { createPortalUser, updateUser } from "./user-accounts";
import type { Profile } from "@/lib/server/auth/profiles";
import { repDisplayName } from "./rep-name";

/** The e-mail that tells a new user they have an account, and where to sign in. */
export function invitationMessage(user: AdminUser, invitedBy: Profile, origin: string): MailMessage {
  const inviter = repDisplayName(invitedBy);
  const role = user.role === "admin" ? "an administrator" : "a sales rep";
  const text = [
    `Hello${user.firstName ? ` ${user.firstName}` : ""},`,
    "",
    `${inviter} has given you an account on the Sales Rep Portal, as ${role}.`,
    "",
    `Sign in here: ${origin}/login`,
    `Your e-mail address: ${user.email}`,
    "",
    "Sign in with the password you get from your administrator, or choose the Magic Link tab on the",
    "sign-in page to get a one-time sign-in link by e-mail.",
    "",
  ].join("\n");
  return { to: user.email, subject: "Your Sales Rep Portal account is ready", text };
}

/**
 * Invites an active new user (an inactive one could not sign in yet: they are invited when
 * activated). A failed send is logged: the account exists either way, and the admin can tell the
 * user where to sign in.
 */
export async function inviteUser(mailer: Mailer, user: AdminUser, invitedBy: Profile, origin: string) {
  if (!user.isActive) return;
  try {
    await mailer.send(invitationMessage(user, invitedBy, origin));
  } catch (error) {
    console.error("Could not send an invitation e-mail:", error);
  }
}

/** POST /api/admin/users: the new account, then its invitation, sent from the admin who made it. */
export async function createInvitedUser(
  auth: AuthSetup,
  mailer: Mailer,
  body: CreateUserBody,
  invitedBy: Profile,
  origin: string,
): Promise<Response> {
  const created = await createPortalUser(auth, invitedBy, body);
  await inviteUser(mailer, created, invitedBy, origin);
  return Response.json(created, { status: 201 });
}

/**
 * PATCH /api/admin/users/{id}: the change; a user activated who has never signed in (one created
 * inactive, above all) gets the invitation now, as they could not use one before.
 */
export async function updateInvitedUser(
  auth: AuthSetup,
  mailer: Mailer,
  actor: Profile,
  rawId: string,
  body: UpdateUserBody,
  origin: string,
): Promise<AdminUser> {
  return updateUser(auth, actor, rawId, body, async (activated) => {
    // The change stands either way; as with a failed send, a failed look-up only costs the e-mail.
    const signedIn = await hasSignedIn(auth, activated.id).catch((error: unknown) => {
      console.error("Could not tell whether an activated user has signed in:", error);
      return true;
    });
    if (!signedIn) await inviteUser(mailer, activated, actor, origin);
  });
}
