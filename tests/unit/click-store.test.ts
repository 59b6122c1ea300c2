import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { ClickBuffer, type Click } from "@/lib/server/tracked-links/clicks/click-buffer";
import { databaseClickWriter, loadLiveLink } from "@/lib/server/tracked-links/clicks/click-store";
import type { Database } from "@/lib/server/db/client";
import { clickEvents, trackedLinks } from "@/lib/server/db/schema";
import { createTestDatabase } from "../helpers/test-database";
import { libraryWorld, only } from "../helpers/library-fixtures";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
});
afterAll(() => database.close());

async function newLink(values: { isActive?: boolean; deleted?: boolean; originalUrl?: string } = {}) {
  const slug = randomUUID().slice(0, 8);
  const row = only(
    await database.db
      .insert(trackedLinks)
      .values({
        name: "l",
        slug,
        originalUrl: values.originalUrl ?? "https://example.com/a",
        createdBy: world.me.id,
        isActive: values.isActive ?? true,
        deletedAt: values.deleted ? new Date() : null,
      })
      .returning(),
  );
  return row;
}

const click = (linkId: string, extra: Partial<Click> = {}): Click => ({
  linkId,
  occurredAt: new Date("2026-03-01T10:00:00Z"),
  referrer: null,
  userAgentClass: "mobile",
  isBot: false,
  ...extra,
});

async function countOf(linkId: string) {
  const [row] = await database.db.select({ n: trackedLinks.clickCount }).from(trackedLinks).where(eq(trackedLinks.id, linkId));
  return row?.n;
}
const eventsOf = (linkId: string) => database.db.select().from(clickEvents).where(eq(clickEvents.linkId, linkId));

test("only live links are found; the target is normalised for a Location header", async () => {
  const live = await newLink({ originalUrl: "https://exämple.com/ä b?x=1" });
  const inactive = await newLink({ isActive: false });
  const deleted = await newLink({ deleted: true });
  expect(await loadLiveLink(database.db, live.slug)).toEqual({ id: live.id, location: "https://xn--exmple-cua.com/%C3%A4%20b?x=1" });
  expect(await loadLiveLink(database.db, inactive.slug)).toBeNull();
  expect(await loadLiveLink(database.db, deleted.slug)).toBeNull();
  expect(await loadLiveLink(database.db, "missing")).toBeNull();
});

test("one batch adds every link's increments and inserts every event with its fields", async () => {
  const a = await newLink();
  const b = await newLink();
  const write = databaseClickWriter(database.db);
  await write({
    counts: new Map([[a.id, 3], [b.id, 1]]),
    events: [click(a.id, { referrer: "https://news.example/x" }), click(a.id), click(a.id), click(b.id), click(b.id, { isBot: true, userAgentClass: "bot" })],
  });
  expect(await countOf(a.id)).toBe(3);
  expect(await countOf(b.id)).toBe(1);
  const events = await eventsOf(b.id);
  expect(events.map((e) => [e.userAgentClass, e.isBot])).toEqual(expect.arrayContaining([["mobile", false], ["bot", true]]));
  expect((await eventsOf(a.id)).map((e) => e.referrer)).toContain("https://news.example/x");
  expect(events[0]?.occurredAt.toISOString()).toBe("2026-03-01T10:00:00.000Z");
});

test("events of a link removed meanwhile are skipped instead of failing the batch", async () => {
  const kept = await newLink();
  const gone = await newLink();
  await database.db.delete(trackedLinks).where(eq(trackedLinks.id, gone.id));
  await databaseClickWriter(database.db)({ counts: new Map([[kept.id, 1], [gone.id, 1]]), events: [click(kept.id), click(gone.id)] });
  expect(await countOf(kept.id)).toBe(1);
  expect(await eventsOf(kept.id)).toHaveLength(1);
});

test("500 concurrent clicks through the buffer end as exactly 500 counts and 500 events", async () => {
  const link = await newLink();
  const buffer = new ClickBuffer(databaseClickWriter(database.db), { intervalMs: 5, maxRetryDelayMs: 50, maxPendingEvents: 10_000 });
  await Promise.all(Array.from({ length: 500 }, async (_, i) => {
    await new Promise((resolve) => setTimeout(resolve, i % 20)); // clicks arrive spread over several write intervals
    return buffer.record(click(link.id), true);
  }));
  await buffer.flush();
  expect(await countOf(link.id)).toBe(500);
  const [events] = await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(clickEvents).where(eq(clickEvents.linkId, link.id));
  expect(events?.n).toBe(500);
});
