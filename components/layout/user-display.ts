import type { PortalUser, Role } from "@/lib/contract/auth";

function names(user: PortalUser): [string, string] {
  const first = user.firstName ?? user.user_metadata.first_name ?? "";
  const last = user.lastName ?? user.user_metadata.last_name ?? "";
  return [first.trim(), last.trim()];
}

/** First and last name, or the e-mail when the user has no name. */
export function displayName(user: PortalUser): string {
  return names(user).filter(Boolean).join(" ") || user.email;
}

/** Two letters for the avatar: the name's initials, else the e-mail's first letters. */
export function initials(user: PortalUser): string {
  const [first, last] = names(user);
  const letters = first || last ? `${first.charAt(0)}${last.charAt(0)}` : user.email.slice(0, 2);
  return letters.toUpperCase();
}

export function avatarUrl(user: PortalUser): string | undefined {
  return user.profileImageUrl ?? user.user_metadata.profile_image_url ?? undefined;
}

export function roleLabel(role: Role): string {
  return role === "admin" ? "Admin" : "Sales Rep";
}
