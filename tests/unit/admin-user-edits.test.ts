import os from "node:os";
import { eq } from "drizzle-orm";
import { loadAuthKeys } from "@/lib/server/auth/keys";
import { createAccount, type AccountStore } from "@/lib/server/auth/accounts";
import type { Database } from "@/lib/server/platform/db/client";
import { authSessions, authUsers } from "@/lib/server/platform/db/schema";
import { parseServerEnv } from "@/lib/server/platform/env";
import type { MailMessage } from "@/lib/server/platform/mail/mailer";
import { createPortalUser, updateUser } from "@/lib/server/users/user-accounts";
import { findProfile, type Profile } from "@/lib/server/auth/profiles";
import { inviteUser } from "@/lib/server/users/user-invitation";
import { createUserBodySchema, updateUserBodySchema } from "@/lib/contract/admin-users";
import { createTestDatabase } from "../helpers/test-database";

let database: Database;
let store: AccountStore;
let admin: Profile;

const newUser = async (email: string, extra: Record<string, unknown> = {}) =>
  createPortalUser(store, admin, createUserBodySchema.parse({ email, password: "secret1", ...extra }));
const edit = (actor: Profile, id: string, input: Record<string, unknown>) =>
  updateUser(store, actor, id, updateUserBodySchema.parse(input));
const authUserOf = async (id: string) => (await store.db.select().from(authUsers).where(eq(authUsers.id, id)))[0];
const sessionsOf = async (id: string) =>
  (await store.db.select().from(authSessions).where(eq(authSessions.userId, id))).length;

beforeAll(async () => {
  database = await createTestDatabase();
  const env = parseServerEnv({ DATA_DIR: os.tmpdir() });
  store = { env, db: database.db, authKeys: await loadAuthKeys(database.db, undefined) };
  const chief = { email: "chief@example.com", password: "secret1", firstName: "Casey", lastName: "Chief" };
  admin = await createAccount(store, { ...chief, role: "admin" });
});
afterAll(() => database.close());

test("an admin edits names, role and active flag; a blank name is cleared, a left-out field stays", async () => {
  const user = await newUser("edit-me@example.com", { firstName: "Ed", lastName: "Old" });
  expect(await edit(admin, user.id, { firstName: " Edith ", lastName: "", role: "admin" })).toMatchObject({
    firstName: "Edith",
    lastName: null,
    role: "admin",
    isActive: true,
  });
  expect(await findProfile(store.db, user.id)).toMatchObject({ firstName: "Edith", lastName: null, role: "admin" });
  expect((await authUserOf(user.id))?.appMetadata).toMatchObject({ role: "admin" });
  expect(await edit(admin, user.id, { role: "rep" })).toMatchObject({ firstName: "Edith", role: "rep" });
});

test("deactivating ends the user's sessions and bans the sign-in; reactivating lifts the ban", async () => {
  const user = await newUser("leaving@example.com");
  await store.db.insert(authSessions).values([{ userId: user.id }, { userId: user.id }]);
  expect(await sessionsOf(user.id)).toBe(2);
  expect(await edit(admin, user.id, { isActive: false })).toMatchObject({ isActive: false });
  expect(await sessionsOf(user.id)).toBe(0);
  expect((await authUserOf(user.id))?.bannedUntil?.getTime()).toBeGreaterThan(Date.now() + 365 * 86_400_000);
  await edit(admin, user.id, { isActive: true });
  expect((await authUserOf(user.id))?.bannedUntil).toBeNull();
});

test("an admin cannot demote or deactivate themselves (409), but may rename themselves", async () => {
  await expect(edit(admin, admin.id, { role: "rep" })).rejects.toMatchObject({
    status: 409,
    message: "You cannot remove your own administrator role.",
  });
  await expect(edit(admin, admin.id, { isActive: false })).rejects.toMatchObject({
    status: 409,
    message: "You cannot deactivate your own account.",
  });
  expect(await findProfile(store.db, admin.id)).toMatchObject({ role: "admin", isActive: true });
  expect(await edit(admin, admin.id, { firstName: "Casey", role: "admin", isActive: true })).toMatchObject({
    role: "admin",
    isActive: true,
  });
});

test("an admin demoted meanwhile can no longer edit; unknown or malformed ids are 404", async () => {
  const other = await newUser("second-admin@example.com", { role: "admin" });
  const otherProfile = (await findProfile(store.db, other.id))!;
  await edit(admin, other.id, { role: "rep" });
  await expect(edit(otherProfile, admin.id, { role: "rep" })).rejects.toMatchObject({ status: 403 });
  await expect(edit(admin, "00000000-0000-4000-8000-000000000000", { firstName: "x" })).rejects.toMatchObject({
    status: 404,
  });
  await expect(edit(admin, "not-an-id", { firstName: "x" })).rejects.toMatchObject({ status: 404 });
});

test("an edit must change something, with known values", () => {
  expect(updateUserBodySchema.safeParse({}).error?.issues[0]?.message).toBe("Send at least one field to change.");
  expect(updateUserBodySchema.safeParse({ isActive: "no" }).error?.issues[0]?.message).toBe(
    "isActive must be true or false.",
  );
  expect(updateUserBodySchema.safeParse({ role: "owner" }).success).toBe(false);
});

test("a new active user is invited by e-mail with a sign-in link; an inactive one is not", async () => {
  const sent: MailMessage[] = [];
  const mailer = { send: async (message: MailMessage) => void sent.push(message) };
  const invited = await newUser("invited@example.com", { firstName: "Ivy" });
  await inviteUser(mailer, invited, admin, "https://portal.example.com");
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ to: "invited@example.com", subject: "Your Sales Rep Portal account is ready" });
  expect(sent[0]!.text).toContain("Hello Ivy,");
  expect(sent[0]!.text).toContain("Casey Chief has given you an account on the Sales Rep Portal, as a sales rep.");
  expect(sent[0]!.text).toContain("Sign in here: https://portal.example.com/login");
  expect(sent[0]!.text).not.toContain("secret1");
  await inviteUser(mailer, await newUser("dormant@example.com", { isActive: false }), admin, "https://p.example");
  expect(sent).toHaveLength(1);
});

test("a failed invitation send is logged; the account stays", async () => {
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const user = await newUser("unlucky@example.com");
  const failing = { send: () => Promise.reject(new Error("SMTP down")) };
  await expect(inviteUser(failing, user, admin, "https://portal.example.com")).resolves.toBeUndefined();
  expect(logged).toHaveBeenCalledWith("Could not send an invitation e-mail:", expect.any(Error));
  expect(await findProfile(store.db, user.id)).toBeDefined();
  logged.mockRestore();
});
