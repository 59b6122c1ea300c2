import type { AdminUser } from "@/lib/contract/admin-users";

/** 'First Last (email)', or the e-mail alone for a user without a name. */
function userLabel(user: AdminUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return name ? `${name} (${user.email})` : user.email;
}

/** The <option>s of a user pick-list, after a first empty option whose text is `placeholder`. */
export function UserOptions({ users, placeholder }: { users: AdminUser[]; placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {users.map((user) => (
        <option key={user.id} value={user.id}>
          {userLabel(user)}
        </option>
      ))}
    </>
  );
}
