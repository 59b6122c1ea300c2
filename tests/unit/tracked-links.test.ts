import { eq } from "drizzle-orm";
import type { Database } from "@/lib/server/platform/db/client";
import { trackedLinks } from "@/lib/server/platform/db/schema";
import { createTrackedLinkSchema, updateTrackedLinkSchema } from "@/lib/contract/tracked-links";
import { fromZodError } from "@/lib/server/platform/http-errors";
import { deleteTrackedLink, updateTrackedLink } from "@/lib/server/links/link-changes";
import { loadLiveLink } from "@/lib/server/links/live-link";
import { createTrackedLink, listTrackedLinks } from "@/lib/server/links/rep-links";
import { createTestDatabase } from "../helpers/test-database";
import { libraryWorld } from "../helpers/library-fixtures";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
});
afterAll(() => database.close());

/** What the route does: parse with the contract, then create. */
async function create(actor: typeof world.me, body: unknown) {
  const parsed = createTrackedLinkSchema.safeParse(body);
  if (!parsed.success) throw fromZodError(parsed.error, "request body");
  return createTrackedLink(database.db, actor, parsed.data);
}

test("a new link gets a random 8-character URL-safe slug and is listed for its creator only", async () => {
  const link = await create(world.me, { name: "  Spring promo ", originalUrl: "https://example.com/a?b=1#c" });
  expect(link).toEqual({
    id: expect.any(String),
    name: "Spring promo",
    slug: expect.stringMatching(/^[A-Za-z0-9_-]{8}$/),
    originalUrl: "https://example.com/a?b=1#c",
    clickCount: 0,
    isActive: true,
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
  const second = await create(world.me, { name: "Second", originalUrl: "http://example.com" });
  expect(second.slug).not.toBe(link.slug);
  expect((await listTrackedLinks(database.db, world.me)).map((l) => l.id)).toEqual([second.id, link.id]);
  expect(await listTrackedLinks(database.db, world.other)).toEqual([]);
});

test("deleted links are not listed", async () => {
  const link = await create(world.other, { name: "Gone", originalUrl: "https://example.com" });
  await database.db.update(trackedLinks).set({ deletedAt: new Date() }).where(eq(trackedLinks.id, link.id));
  expect(await listTrackedLinks(database.db, world.other)).toEqual([]);
});

test("SQL and HTML in the fields are stored and returned as plain text", async () => {
  const name = `<script>alert("x")</script>'); drop table tracked_links; --`;
  const originalUrl = "https://example.com/?q=%27%20or%201=1--&x=<b>";
  const link = await create(world.me, { name, originalUrl });
  expect(link).toMatchObject({ name, originalUrl });
  expect((await listTrackedLinks(database.db, world.me))[0]).toMatchObject({ name, originalUrl });
});

const BOTH = "Please provide both name and URL.";
const INVALID = "Please enter a valid URL.";

test.each([
  ["no body", undefined, BOTH],
  ["an array", [], BOTH],
  ["a missing name", { originalUrl: "https://example.com" }, BOTH],
  ["a missing URL", { name: "x" }, BOTH],
  ["a blank name", { name: "   ", originalUrl: "https://example.com" }, BOTH],
  ["a blank URL", { name: "x", originalUrl: " \t " }, BOTH],
  ["a number as name", { name: 5, originalUrl: "https://example.com" }, BOTH],
  ["a javascript: URL", { name: "x", originalUrl: "javascript:alert(1)" }, INVALID],
  ["a data: URL", { name: "x", originalUrl: "data:text/html,<script>alert(1)</script>" }, INVALID],
  ["a relative URL", { name: "x", originalUrl: "/go/elsewhere" }, INVALID],
  ["a protocol-relative URL", { name: "x", originalUrl: "//example.com" }, INVALID],
  ["an ftp URL", { name: "x", originalUrl: "ftp://example.com/file" }, INVALID],
  ["a URL with a space", { name: "x", originalUrl: "https://exa mple.com" }, INVALID],
  ["a URL with a newline", { name: "x", originalUrl: "https://example.com/\nx" }, INVALID],
  ["a URL without host", { name: "x", originalUrl: "https://" }, INVALID],
  ["a scheme with a single slash", { name: "x", originalUrl: "http:/example.com" }, INVALID],
  [
    "a too long name",
    { name: "n".repeat(201), originalUrl: "https://example.com" },
    "The link name can be at most 200 characters.",
  ],
  [
    "a too long URL",
    { name: "x", originalUrl: `https://example.com/${"a".repeat(2048)}` },
    "The URL can be at most 2048 characters.",
  ],
])("%s is refused with 400 and nothing is stored", async (_name, body, message) => {
  const before = await database.db.$count(trackedLinks);
  await expect(create(world.me, body)).rejects.toMatchObject({ status: 400, message });
  expect(await database.db.$count(trackedLinks)).toBe(before);
});

test.each([
  ["rmi.example.com/band-night", "https://rmi.example.com/band-night"],
  ["  example.com  ", "https://example.com"],
  ["shop.example.co.uk:8443/a?b=1#c", "https://shop.example.co.uk:8443/a?b=1#c"],
  ["http://example.com/kept", "http://example.com/kept"],
])("the URL %j is stored as %j: a host typed without a scheme gets https://", async (typed, stored) => {
  const link = await create(world.me, { name: "Band night", originalUrl: typed });
  expect(link.originalUrl).toBe(stored);
});

/** What PATCH does: parse with the contract, then change the caller's own link. */
async function change(actor: typeof world.me, id: string, body: unknown) {
  const parsed = updateTrackedLinkSchema.safeParse(body);
  if (!parsed.success) throw fromZodError(parsed.error, "request body");
  return updateTrackedLink(database.db, id, parsed.data, { ownerId: actor.id });
}

test("a rep renames, deactivates and reactivates their own link; inactive ones stop redirecting", async () => {
  const link = await create(world.me, { name: "Old name", originalUrl: "https://example.com/x" });
  expect(await change(world.me, link.id, { name: "  New name " })).toMatchObject({ name: "New name", isActive: true });
  expect(await change(world.me, link.id, { isActive: false })).toMatchObject({ name: "New name", isActive: false });
  expect(await loadLiveLink(database.db, link.slug)).toBeNull();
  expect((await listTrackedLinks(database.db, world.me)).find((l) => l.id === link.id)?.isActive).toBe(false);
  await change(world.me, link.id, { isActive: true });
  expect(await loadLiveLink(database.db, link.slug)).toMatchObject({ id: link.id });
});

test("a rep deletes their own link: not listed, no redirect, a second delete is 404", async () => {
  const link = await create(world.me, { name: "Short lived", originalUrl: "https://example.com/y" });
  await deleteTrackedLink(database.db, link.id, { ownerId: world.me.id });
  expect((await listTrackedLinks(database.db, world.me)).map((l) => l.id)).not.toContain(link.id);
  expect(await loadLiveLink(database.db, link.slug)).toBeNull();
  await expect(deleteTrackedLink(database.db, link.id, { ownerId: world.me.id })).rejects.toMatchObject({
    status: 404,
  });
  await expect(change(world.me, link.id, { name: "Back" })).rejects.toMatchObject({ status: 404 });
});

test("another rep's link, a made-up id or a non-UUID is 404 and nothing changes", async () => {
  const theirs = await create(world.other, { name: "Theirs", originalUrl: "https://example.com/z" });
  for (const id of [theirs.id, "6f1d9a43-4b1e-4b7e-9d0e-2c1f6a0b9c11", "not-a-uuid", "%00", "x".repeat(5000)]) {
    await expect(change(world.me, id, { name: "Mine now", isActive: false })).rejects.toMatchObject({ status: 404 });
    await expect(deleteTrackedLink(database.db, id, { ownerId: world.me.id })).rejects.toMatchObject({ status: 404 });
  }
  expect(await listTrackedLinks(database.db, world.other)).toEqual([theirs]);
  // The admin side's rule is the same code without the owner: any rep's live link.
  await deleteTrackedLink(database.db, theirs.id, "any");
  expect(await listTrackedLinks(database.db, world.other)).toEqual([]);
});

test.each([
  ["an empty body", {}, "Send a new name or isActive."],
  ["no body", undefined, "Send a new name or isActive."],
  ["a blank name", { name: "  " }, "Please enter a name for the link."],
  ["a too long name", { name: "n".repeat(201) }, "The link name can be at most 200 characters."],
  ["a string as isActive", { isActive: "false" }, "isActive must be true or false."],
])("a change with %s is refused with 400", async (_name, body, message) => {
  const link = await create(world.me, { name: "Unchanged", originalUrl: "https://example.com/u" });
  await expect(change(world.me, link.id, body)).rejects.toMatchObject({ status: 400, message });
  expect((await listTrackedLinks(database.db, world.me)).find((l) => l.id === link.id)).toEqual(link);
});
