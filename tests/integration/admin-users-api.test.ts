import { randomUUID } from "node:crypto";
import { call, expectError, login, outboxMailsTo } from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

interface AdminUser {
  id: string;
  email: string;
  firstName: string | null;
  role: string;
  isActive: boolean;
  promoCode: string;
  createdAt: string;
}
let admin: string;
let adminId: string;

beforeAll(async () => {
  const signedIn = await login(ADMIN);
  admin = signedIn.session.access_token;
  adminId = signedIn.user.id;
});

const users = async () => (await (await call("/api/admin/users", { token: admin })).json()) as AdminUser[];
const create = (json: unknown) => call("/api/admin/users", { method: "POST", token: admin, json });
const remove = (id: string) => call(`/api/admin/users/${id}`, { method: "DELETE", token: admin });
const email = () => `new-${randomUUID().slice(0, 8)}@example.com`;

// About the seed: a fresh server's demo users are listed (the other tests use this file's own users).
test("the list holds the demo users with the admin fields", async () => {
  const list = await users();
  expect(list.map((u) => u.email)).toEqual(expect.arrayContaining(["admin@example.com", "rep@example.com"]));
  expect(Object.keys(list[0] ?? {}).sort()).toEqual([
    "createdAt",
    "email",
    "firstName",
    "id",
    "isActive",
    "lastName",
    "promoCode",
    "role",
  ]);
});

test("a new rep can sign in; once deleted, cannot, and the old token stops working", async () => {
  const address = email();
  const response = await create({ email: address, password: "secret1", firstName: "Nia" });
  expect(response.status).toBe(201);
  const user = (await response.json()) as AdminUser;
  expect(user).toMatchObject({ email: address, firstName: "Nia", role: "rep", isActive: true });
  expect(user.promoCode).toMatch(/^NIA\d{4}$/);
  expect((await users())[0]?.id).toBe(user.id);
  const session = await login({ email: address, password: "secret1" });
  expect(session.user.role).toBe("rep");
  expect((await remove(user.id)).status).toBe(204);
  expect((await users()).map((u) => u.id)).not.toContain(user.id);
  await expectError(
    await call("/api/auth/login", { method: "POST", json: { email: address, password: "secret1" } }),
    401,
  );
  await expectError(await call("/api/tracked-links", { token: session.session.access_token }), 401);
  await expectError(await remove(user.id), 404, "User not found.");
});

test("a new admin is an admin; the given promo code is used", async () => {
  const response = await create({ email: email(), password: "secret1", role: "admin", promoCode: "vip-2026" });
  expect(response.status).toBe(201);
  const user = (await response.json()) as AdminUser;
  expect(user).toMatchObject({ role: "admin", promoCode: "VIP-2026" });
  await expectError(
    await create({ email: email(), password: "secret1", promoCode: "VIP-2026" }),
    409,
    "promo code is already taken",
  );
  expect((await remove(user.id)).status).toBe(204);
});

test.each([
  ["a duplicate e-mail (any case)", { email: REP.email.toUpperCase(), password: "secret1" }, 409, "already exists"],
  ["a short password", { email: "x@example.com", password: "12345" }, 400, "Password must be at least 6 characters"],
  ["a bad e-mail", { email: "not-an-email", password: "secret1" }, 400, "Please enter a valid email address"],
  ["no password", { email: "x@example.com" }, 400, "Password must be at least 6 characters"],
  ["an unknown role", { email: "x@example.com", password: "secret1", role: "owner" }, 400, "role"],
])("%s is %i and creates nothing", async (_name, json, status, message) => {
  const before = (await users()).length;
  await expectError(await create(json), status, message);
  expect(await users()).toHaveLength(before);
});

test("the admin cannot delete themselves", async () => {
  await expectError(await remove(adminId), 409, "You cannot delete your own account.");
});

test.each([randomUUID(), "not-a-uuid", "..%2F..%2Fetc"])("deleting %p is 404", async (id) => {
  await expectError(await remove(id), 404);
});

test("a user created inactive gets no grant from the auth service, nor a session from the portal", async () => {
  const address = email();
  expect((await create({ email: address, password: "secret1", isActive: false })).status).toBe(201);
  const grant = await call("/auth/v1/token?grant_type=password", {
    method: "POST",
    json: { email: address, password: "secret1" },
  });
  expect(grant.status).toBe(400);
  expect(await grant.json()).toMatchObject({ code: "user_banned" });
  await expectError(
    await call("/api/auth/login", { method: "POST", json: { email: address, password: "secret1" } }),
    403,
    "This account has been deactivated. Contact your administrator.",
  );
});

const patch = (id: string, json: unknown, token = admin) =>
  call(`/api/admin/users/${id}`, { method: "PATCH", token, json });

test("a new user is invited by e-mail with a link to sign in; the password is not in it", async () => {
  const address = email();
  expect((await create({ email: address, password: "secret-9", firstName: "Ines" })).status).toBe(201);
  const [mail] = outboxMailsTo(address);
  expect(mail).toMatch(/^Subject: Your Sales Rep Portal account is ready$/m);
  expect(mail).toContain("Hello Ines,");
  expect(mail).toMatch(/Sign in here: http:\/\/127\.0\.0\.1:\d+\/login/);
  expect(mail).not.toContain("secret-9");
});

test("a user created inactive is invited once activated; one who has signed in is not invited again", async () => {
  const address = email();
  const created = await create({ email: address, password: "secret1", firstName: "Ida", isActive: false });
  const user = (await created.json()) as AdminUser;
  expect(outboxMailsTo(address)).toHaveLength(0);
  expect((await patch(user.id, { firstName: "Idina" })).status).toBe(200);
  expect(outboxMailsTo(address)).toHaveLength(0);
  expect((await patch(user.id, { isActive: true })).status).toBe(200);
  const mails = outboxMailsTo(address);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatch(/^Subject: Your Sales Rep Portal account is ready$/m);
  expect(mails[0]).toContain("Hello Idina,");
  expect(mails[0]).toMatch(/Sign in here: http:\/\/127\.0\.0\.1:\d+\/login/);
  await login({ email: address, password: "secret1" });
  expect((await patch(user.id, { isActive: false })).status).toBe(200);
  expect((await patch(user.id, { isActive: true })).status).toBe(200);
  expect(outboxMailsTo(address)).toHaveLength(1);
});

test("an admin edits a user's names and role; the new role is what the user gets", async () => {
  const address = email();
  const user = (await (await create({ email: address, password: "secret1", firstName: "Old" })).json()) as AdminUser;
  const edited = await patch(user.id, { firstName: "New", lastName: "Name", role: "admin" });
  expect(edited.status).toBe(200);
  expect(await edited.json()).toMatchObject({ firstName: "New", lastName: "Name", role: "admin", isActive: true });
  expect((await login({ email: address, password: "secret1" })).user.role).toBe("admin");
  await expectError(await patch(user.id, {}), 400, "Send at least one field to change.");
  await expectError(await patch(user.id, { role: "owner" }), 400);
  await expectError(await patch(randomUUID(), { firstName: "x" }), 404, "User not found.");
});

test("deactivating a user ends their sessions: the token and the refresh token stop working", async () => {
  const address = email();
  const user = (await (await create({ email: address, password: "secret1" })).json()) as AdminUser;
  const signedIn = await login({ email: address, password: "secret1" });
  expect((await call("/api/tracked-links", { token: signedIn.session.access_token })).status).toBe(200);
  expect((await patch(user.id, { isActive: false })).status).toBe(200);
  expect((await call("/api/tracked-links", { token: signedIn.session.access_token })).status).toBeGreaterThanOrEqual(
    401,
  );
  const refreshed = await call("/auth/v1/token?grant_type=refresh_token", {
    method: "POST",
    json: { refresh_token: signedIn.session.refresh_token },
  });
  expect(refreshed.status).toBeGreaterThanOrEqual(400);
  expect((await patch(user.id, { isActive: true })).status).toBe(200);
  expect((await login({ email: address, password: "secret1" })).user.id).toBe(user.id);
});

test("an admin cannot demote or deactivate themselves (409); a rep cannot edit anyone (403)", async () => {
  await expectError(await patch(adminId, { role: "rep" }), 409, "You cannot remove your own administrator role.");
  await expectError(await patch(adminId, { isActive: false }), 409, "You cannot deactivate your own account.");
  const rep = await login(REP);
  await expectError(await patch(adminId, { firstName: "Mallory" }, rep.session.access_token), 403);
  expect((await users()).find((u) => u.id === adminId)).toMatchObject({ role: "admin", isActive: true });
});
