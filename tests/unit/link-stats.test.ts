import { randomUUID } from "node:crypto";
import type { Database } from "@/lib/server/db/client";
import { quotes, trackedLinks } from "@/lib/server/db/schema";
import { conversionRate, linkStats } from "@/lib/server/tracked-links/link-stats";
import { createTestDatabase } from "../helpers/test-database";
import { libraryWorld } from "../helpers/library-fixtures";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
});
afterAll(() => database.close());

const link = (createdBy: string, clickCount: number, deleted = false) => ({
  name: "l",
  slug: randomUUID(),
  originalUrl: "https://example.com",
  createdBy,
  clickCount,
  deletedAt: deleted ? new Date() : null,
});
const quote = (userId: string) => ({ externalId: randomUUID(), userId });

test("no links and no quotes: zero clicks and a zero rate", async () => {
  expect(await linkStats(database.db, world.me)).toEqual({ totalClicks: 0, conversionRate: 0 });
});

test("quotes without clicks still give a zero rate, not a division by zero", async () => {
  await database.db.insert(quotes).values(quote(world.admin.id));
  expect(await linkStats(database.db, world.admin)).toEqual({ totalClicks: 0, conversionRate: 0 });
});

test("clicks of all the rep's links count, deleted ones too; other reps' do not", async () => {
  const db = database.db;
  await db
    .insert(trackedLinks)
    .values([link(world.me.id, 100), link(world.me.id, 200), link(world.me.id, 300, true), link(world.other.id, 999)]);
  await db
    .insert(quotes)
    .values([quote(world.me.id), quote(world.me.id), quote(world.other.id), { externalId: randomUUID() }]);
  expect(await linkStats(db, world.me)).toEqual({ totalClicks: 600, conversionRate: 0.33 });
  expect(await linkStats(db, world.other)).toEqual({ totalClicks: 999, conversionRate: 0.1 });
});

test("click counts beyond 32 bits add up exactly", async () => {
  await database.db
    .insert(trackedLinks)
    .values([link(world.admin.id, 3_000_000_000), link(world.admin.id, 3_000_000_000)]);
  expect(await linkStats(database.db, world.admin)).toEqual({ totalClicks: 6_000_000_000, conversionRate: 0 });
});

test.each([
  [0, 0, 0],
  [1, 3, 33.33],
  [2, 3, 66.67],
  [1, 8, 12.5],
  [5, 5, 100],
  [3, 2, 150],
])("%i quotes over %i clicks is %d%%", (quoteCount, clicks, rate) => {
  expect(conversionRate(quoteCount, clicks)).toBe(rate);
});
