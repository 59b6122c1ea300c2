import os from "node:os";
import { eq } from "drizzle-orm";
import { loadAuthKeys } from "@/lib/server/auth/keys";
import { findUserByEmail } from "@/lib/server/auth/gotrue/users";
import type { Database } from "@/lib/server/platform/db/client";
import { authUsers, profiles, trackedLinks } from "@/lib/server/platform/db/schema";
import { parseServerEnv } from "@/lib/server/platform/env";
import { createAccount, type AccountStore } from "@/lib/server/auth/accounts";
import { createPortalUser, deletePortalUser, listPortalUsers } from "@/lib/server/users/user-accounts";
import { findProfile, type Profile } from "@/lib/server/auth/profiles";
import { createUserBodySchema } from "@/lib/contract/admin-users";
import { createTestDatabase } from "../helpers/test-database";

let database: Database;
let store: AccountStore;
let admin: Profile;

const body = (input: Record<string, unknown>) => createUserBodySchema.parse({ password: "secret1", ...input });

async function profileOf(id: string): Promise<Profile> {
  const p = await findProfile(store.db, id);
  if (!p) throw new Error(`no profile ${id}`);
  return p;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const env = parseServerEnv({ DATA_DIR: os.tmpdir() });
  store = { env, db: database.db, authKeys: await loadAuthKeys(database.db, undefined) };
  admin = await createAccount(store, { email: "boss@example.com", password: "secret1", role: "admin" });
});
afterAll(() => database.close());

test("creating a user makes the sign-in and a rep profile with a generated promo code, newest first", async () => {
  const created = await createPortalUser(store, admin, body({ email: " Jane@Example.com ", firstName: "Jane" }));
  expect(created).toMatchObject({
    email: "jane@example.com",
    firstName: "Jane",
    lastName: null,
    role: "rep",
    isActive: true,
  });
  expect(created.promoCode).toMatch(/^JANE\d{4}$/);
  expect(await findUserByEmail(store.db, "jane@example.com")).toMatchObject({ id: created.id });
  const list = await listPortalUsers(store.db);
  expect(list[0]?.id).toBe(created.id);
  expect(list.map((u) => u.email)).toContain("boss@example.com");
});

test("a duplicate e-mail is a 409 and creates nothing", async () => {
  await expect(createPortalUser(store, admin, body({ email: "JANE@example.com" }))).rejects.toMatchObject({
    status: 409,
    code: "email_exists",
  });
  expect((await listPortalUsers(store.db)).filter((u) => u.email === "jane@example.com")).toHaveLength(1);
});

test("a given promo code is used (upper-cased); one already taken is a 409 and leaves no account", async () => {
  const created = await createPortalUser(store, admin, body({ email: "promo@example.com", promoCode: "spring-26" }));
  expect(created.promoCode).toBe("SPRING-26");
  await expect(
    createPortalUser(store, admin, body({ email: "second@example.com", promoCode: "SPRING-26" })),
  ).rejects.toMatchObject({ status: 409, code: "promo_code_taken" });
  expect(await findUserByEmail(store.db, "second@example.com")).toBeUndefined();
});

test("deleting a user removes the sign-in, marks the profile deleted and keeps their links", async () => {
  const rep = await createPortalUser(store, admin, body({ email: "leaving@example.com" }));
  await store.db
    .insert(trackedLinks)
    .values({ name: "kept", slug: "kept-slug", originalUrl: "https://example.com", createdBy: rep.id, clickCount: 9 });
  await deletePortalUser(store, admin, rep.id);
  expect(await findUserByEmail(store.db, "leaving@example.com")).toBeUndefined();
  expect((await profileOf(rep.id)).deletedAt).toBeInstanceOf(Date);
  expect((await listPortalUsers(store.db)).map((u) => u.id)).not.toContain(rep.id);
  const [link] = await store.db.select().from(trackedLinks).where(eq(trackedLinks.slug, "kept-slug"));
  expect(link).toMatchObject({ clickCount: 9, deletedAt: null });
  // The address is free again for a new account.
  expect((await createPortalUser(store, admin, body({ email: "leaving@example.com" }))).id).not.toBe(rep.id);
});

test("deleting twice, an unknown id and a non-UUID are 404", async () => {
  const rep = await createPortalUser(store, admin, body({ email: "twice@example.com" }));
  await deletePortalUser(store, admin, rep.id);
  await expect(deletePortalUser(store, admin, rep.id)).rejects.toMatchObject({
    status: 404,
    message: "User not found.",
  });
  await expect(deletePortalUser(store, admin, "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
    status: 404,
  });
  await expect(deletePortalUser(store, admin, "../etc/passwd")).rejects.toMatchObject({ status: 404 });
});

test("an admin cannot delete themselves", async () => {
  await expect(deletePortalUser(store, admin, admin.id)).rejects.toMatchObject({
    status: 409,
    message: "You cannot delete your own account.",
  });
  expect((await profileOf(admin.id)).deletedAt).toBeNull();
});

test("an actor who is no admin (say a stale session) deletes no one, a second admin can", async () => {
  const rep = await profileOf((await listPortalUsers(store.db)).find((u) => u.role === "rep")?.id ?? "");
  await expect(deletePortalUser(store, rep, admin.id)).rejects.toMatchObject({
    status: 403,
    message: "Administrator privileges are required.",
  });
  expect((await profileOf(admin.id)).deletedAt).toBeNull();
  const second = await createPortalUser(store, admin, body({ email: "deputy@example.com", role: "admin" }));
  await deletePortalUser(store, admin, second.id);
  expect((await profileOf(second.id)).deletedAt).toBeInstanceOf(Date);
});

test("two admins deleting each other at once: exactly one succeeds, one admin remains", async () => {
  const other = await profileOf(
    (await createPortalUser(store, admin, body({ email: "rival@example.com", role: "admin" }))).id,
  );
  const results = await Promise.allSettled([
    deletePortalUser(store, admin, other.id),
    deletePortalUser(store, other, admin.id),
  ]);
  expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  const liveAdmins = (await listPortalUsers(store.db)).filter((u) => u.role === "admin");
  expect(liveAdmins).toHaveLength(1);
  expect(
    await store.db
      .select()
      .from(authUsers)
      .where(eq(authUsers.id, liveAdmins[0]?.id ?? "")),
  ).toHaveLength(1);
  await store.db.update(profiles).set({ deletedAt: null }).where(eq(profiles.id, admin.id));
});

test("an admin deactivated while creating a user gets a 403 and leaves no account behind", async () => {
  const stale = await profileOf(
    (await createPortalUser(store, admin, body({ email: "fading@example.com", role: "admin" }))).id,
  );
  await store.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, stale.id));
  await expect(
    createPortalUser(store, stale, body({ email: "sneaky@example.com", role: "admin" })),
  ).rejects.toMatchObject({
    status: 403,
  });
  expect((await listPortalUsers(store.db)).map((u) => u.email)).not.toContain("sneaky@example.com");
  expect(await findUserByEmail(store.db, "sneaky@example.com")).toBeUndefined();
});
