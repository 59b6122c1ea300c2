import { randomUUID } from "node:crypto";
import path from "node:path";
import { call, DEMO_ADMIN, login } from "./portal";

/** A user a test file made for itself: what signs them in, and (once made) who they are. */
export interface OwnUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: "rep" | "admin";
  /** Set when the user has been made (in the file's beforeAll). */
  id: string;
  promoCode: string;
}

/** The test file's name, which marks its users' e-mail addresses ("tracked-links-api"). */
function fileLabel(): string {
  const testPath = expect.getState().testPath ?? "test";
  return path.basename(testPath).replace(/\.test\.ts$/, "");
}

/** Credentials for a user of this file, made later by `makeUser`; the last name is the file's. */
export function ownUser(role: OwnUser["role"], firstName = role === "admin" ? "Ada" : "Rory"): OwnUser {
  const label = fileLabel();
  return {
    email: `${label}.${role}.${randomUUID().slice(0, 8)}@example.com`,
    password: `pw-${randomUUID()}`,
    firstName,
    // Letters only ("TrackedLinksApi"), so that a name in a mail header is not encoded.
    lastName: label.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase()),
    role,
    id: "",
    promoCode: "",
  };
}

/** The name the portal shows for a user ("Rory TrackedLinksApi"). */
export const fullName = (user: OwnUser) => `${user.firstName} ${user.lastName}`;

/** Makes `user` through the admin API, as an admin would, and fills in its id and promo code. */
export async function makeUser(adminToken: string, user: OwnUser): Promise<OwnUser> {
  const { email, password, firstName, lastName, role } = user;
  const json = { email, password, firstName, lastName, role };
  const response = await call("/api/admin/users", { method: "POST", token: adminToken, json });
  if (response.status !== 201) throw new Error(`making ${email}: ${response.status} ${await response.text()}`);
  ({ id: user.id, promoCode: user.promoCode } = (await response.json()) as { id: string; promoCode: string });
  return user;
}

/**
 * A rep and an admin of this test file's own, made before its tests run, so that what a file
 * counts, rate-limits or signs out is its own. The demo admin makes them: it is the one account
 * a fresh server has. Call it at the top of the file; the users are filled in before any test.
 */
export function usersOfThisFile(): { REP: OwnUser; ADMIN: OwnUser } {
  const users = { REP: ownUser("rep"), ADMIN: ownUser("admin") };
  beforeAll(async () => {
    const demoAdmin = (await login(DEMO_ADMIN)).session.access_token;
    await makeUser(demoAdmin, users.ADMIN);
    await makeUser(demoAdmin, users.REP);
  });
  return users;
}
