import type { Role } from "@/lib/contract/auth";
import type { AdminUser } from "@/lib/contract/admin-users";

/** How the admin screens name a role (rep is 'Sales Rep'). */
export const ROLE_LABELS: Record<Role, string> = { rep: "Sales Rep", admin: "Admin" };

/** "First Last", or null when the user has neither name. */
export function userFullName(user: Pick<AdminUser, "firstName" | "lastName">): string | null {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || null;
}
