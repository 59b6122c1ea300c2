/**
 * A rep renames, deactivates and deletes their own tracked links (PATCH and DELETE
 * /api/tracked-links/{id}), and nobody else's: another rep's id answers like an unknown one.
 */
import { randomUUID } from "node:crypto";
import { BROWSER_NAVIGATION_HEADERS, call, cookieOf, expectError, login, type LoginResult } from "./portal";
import { makeUser, ownUser, usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

interface Link {
  id: string;
  name: string;
  slug: string;
  originalUrl: string;
  isActive: boolean;
}

let rep: LoginResult;
let otherRep: LoginResult;
let adminToken: string;

beforeAll(async () => {
  rep = await login(REP);
  adminToken = (await login(ADMIN)).session.access_token;
  otherRep = await login(await makeUser(adminToken, ownUser("rep", "Otto")));
});

async function create(owner: LoginResult, name: string, originalUrl = "https://example.com/own"): Promise<Link> {
  const response = await call("/api/tracked-links", {
    method: "POST",
    token: owner.session.access_token,
    json: { name, originalUrl },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Link;
}

async function listed(owner: LoginResult, id: string): Promise<Link | undefined> {
  const response = await call("/api/tracked-links", { token: owner.session.access_token });
  return ((await response.json()) as Link[]).find((link) => link.id === id);
}

const patch = (owner: LoginResult, id: string, json: unknown) =>
  call(`/api/tracked-links/${id}`, { method: "PATCH", token: owner.session.access_token, json });

const remove = (owner: LoginResult, id: string) =>
  call(`/api/tracked-links/${id}`, { method: "DELETE", token: owner.session.access_token });

const go = (slug: string) => call(`/go/${slug}`, { headers: BROWSER_NAVIGATION_HEADERS });

test("a URL typed without a scheme is stored with https://", async () => {
  const link = await create(rep, "Band night", "rmi.example.com/band-night");
  expect(link.originalUrl).toBe("https://rmi.example.com/band-night");
});

test("a rep renames and deactivates their link; an inactive link's short URL answers 404", async () => {
  const link = await create(rep, "Before");
  const renamed = await patch(rep, link.id, { name: "After" });
  expect(renamed.status).toBe(200);
  expect(await renamed.json()).toMatchObject({ id: link.id, name: "After", slug: link.slug, isActive: true });

  const deactivated = await patch(rep, link.id, { isActive: false });
  expect(await deactivated.json()).toMatchObject({ name: "After", isActive: false });
  expect(await listed(rep, link.id)).toMatchObject({ name: "After", isActive: false });
  expect((await go(link.slug)).status).toBe(404);
});

test("a rep deletes their link: gone from the list, its short URL answers 404, a second delete is 404", async () => {
  const link = await create(rep, "Delete me");
  expect((await remove(rep, link.id)).status).toBe(204);
  expect(await listed(rep, link.id)).toBeUndefined();
  expect((await go(link.slug)).status).toBe(404);
  await expectError(await remove(rep, link.id), 404, "Link not found.");
  await expectError(await patch(rep, link.id, { name: "Back" }), 404, "Link not found.");
});

test("another rep's link cannot be renamed, deactivated or deleted: 404, and it is unchanged", async () => {
  const theirs = await create(otherRep, "Not yours");
  await expectError(await patch(rep, theirs.id, { name: "Mine now" }), 404, "Link not found.");
  await expectError(await patch(rep, theirs.id, { isActive: false }), 404, "Link not found.");
  await expectError(await remove(rep, theirs.id), 404, "Link not found.");
  expect(await listed(otherRep, theirs.id)).toMatchObject({ name: "Not yours", isActive: true });
  expect((await go(theirs.slug)).status).toBe(302);
});

test.each([
  ["a non-UUID id", 404, "not-a-uuid"],
  ["a path climb", 404, "..%2F..%2Fadmin"],
  ["a huge id", 404, "a".repeat(4000)],
  ["an unknown UUID", 404, randomUUID()],
  // The request gate refuses control characters in any path before a route runs.
  ["an encoded NUL", 400, "%00"],
])("%s is a clear %i for PATCH and DELETE", async (_name, status, id) => {
  await expectError(await patch(rep, id, { name: "x" }), status);
  await expectError(await remove(rep, id), status);
});

test.each([
  ["an empty object", {}, "Send a new name or isActive."],
  ["a blank name", { name: " \t " }, "Please enter a name for the link."],
  ["a NUL in the name", { name: "a\u0000b" }, undefined],
  ["a huge name", { name: "n".repeat(10_000) }, "The link name can be at most 200 characters."],
  ["isActive as text", { isActive: "no" }, "isActive must be true or false."],
  ["an array", [], "Send a new name or isActive."],
])("a change with %s is a 400 and changes nothing", async (_name, json, message) => {
  const link = await create(rep, "Stays");
  await expectError(await patch(rep, link.id, json), 400, message);
  expect(await listed(rep, link.id)).toMatchObject({ name: "Stays", isActive: true });
});

test("a body over the JSON cap is refused with 413", async () => {
  const link = await create(rep, "Capped");
  const response = await call(`/api/tracked-links/${link.id}`, {
    method: "PATCH",
    token: rep.session.access_token,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "x", padding: "p".repeat(100 * 1024) }),
  });
  expect(response.status).toBe(413);
  expect(await listed(rep, link.id)).toMatchObject({ name: "Capped" });
});

test.each([
  ["PATCH", { name: "Hijacked" }],
  ["DELETE", undefined],
])("a cross-site %s signed in only by the cookie is refused with 403", async (method, json) => {
  const link = await create(rep, "Cookie only");
  const response = await call(`/api/tracked-links/${link.id}`, {
    method,
    json,
    headers: { Cookie: cookieOf(rep.session), Origin: "https://attacker.example", "Sec-Fetch-Site": "cross-site" },
  });
  await expectError(response, 403, "Requests from other sites cannot act for a signed-in user.");
  expect(await listed(rep, link.id)).toMatchObject({ name: "Cookie only", isActive: true });
});
