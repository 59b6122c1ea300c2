import type { Database } from "@/lib/server/platform/db/client";
import { calendarEventBrands, calendarEvents } from "@/lib/server/platform/db/schema";
import { listUpcomingEvents } from "@/lib/server/calendar/calendar-events";
import { createTestDatabase } from "../helpers/test-database";
import { libraryWorld, only } from "../helpers/library-fixtures";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
const NOW = new Date("2026-06-01T12:00:00Z");

interface EventOptions {
  title: string;
  start: string;
  end: string;
  allUsers?: boolean;
  userId?: string;
  allBrands?: boolean;
  brandIds?: string[];
  isActive?: boolean;
}

async function addEvent(o: EventOptions) {
  const { id } = only(
    await database.db
      .insert(calendarEvents)
      .values({
        title: o.title,
        startDate: new Date(`${o.start}Z`),
        endDate: new Date(`${o.end}Z`),
        assignToAllUsers: o.allUsers ?? false,
        userId: o.userId ?? null,
        assignToAllBrands: o.allBrands ?? false,
        isActive: o.isActive ?? true,
      })
      .returning({ id: calendarEvents.id }),
  );
  for (const brandId of o.brandIds ?? [])
    await database.db.insert(calendarEventBrands).values({ eventId: id, brandId });
}

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
  const { brandA, brandB, me, other } = world;
  await addEvent({
    title: "Later, everyone",
    start: "2026-11-30T18:00:00",
    end: "2026-11-30T20:00:00",
    allUsers: true,
    allBrands: true,
  });
  await addEvent({
    title: "Soon, brand A",
    start: "2026-06-02T09:00:00",
    end: "2026-06-02T10:00:00",
    allUsers: true,
    brandIds: [brandA.id],
  });
  await addEvent({
    title: "Running now",
    start: "2026-06-01T11:00:00",
    end: "2026-06-01T13:00:00",
    allUsers: true,
    allBrands: true,
  });
  await addEvent({
    title: "Over",
    start: "2026-05-01T09:00:00",
    end: "2026-06-01T11:59:00",
    allUsers: true,
    allBrands: true,
  });
  await addEvent({
    title: "Brand B",
    start: "2026-07-01T09:00:00",
    end: "2026-07-01T10:00:00",
    allUsers: true,
    brandIds: [brandB.id],
  });
  await addEvent({
    title: "Mine",
    start: "2026-08-01T09:00:00",
    end: "2026-08-01T10:00:00",
    userId: me.id,
    allBrands: true,
  });
  await addEvent({
    title: "Theirs",
    start: "2026-08-02T09:00:00",
    end: "2026-08-02T10:00:00",
    userId: other.id,
    allBrands: true,
  });
  await addEvent({
    title: "Canceled",
    start: "2026-08-03T09:00:00",
    end: "2026-08-03T10:00:00",
    allUsers: true,
    allBrands: true,
    isActive: false,
  });
});
afterAll(() => database.close());

const titles = async (actor: typeof world.me, brandId: string) =>
  (await listUpcomingEvents(database.db, actor, { brandId }, NOW)).map((e) => e.title);

test("a rep sees active events not yet over, for all or them, of the brand or all brands, soonest first", async () => {
  expect(await titles(world.me, world.brandA.id)).toEqual(["Running now", "Soon, brand A", "Mine", "Later, everyone"]);
  expect(await titles(world.me, world.brandB.id)).toEqual(["Running now", "Brand B", "Mine", "Later, everyone"]);
  expect(await titles(world.other, world.brandA.id)).toEqual([
    "Running now",
    "Soon, brand A",
    "Theirs",
    "Later, everyone",
  ]);
});

test("an admin sees every user's events of the brand", async () => {
  expect(await titles(world.admin, world.brandA.id)).toEqual([
    "Running now",
    "Soon, brand A",
    "Mine",
    "Theirs",
    "Later, everyone",
  ]);
});

test("events come in the portal shape with local date-times", async () => {
  const [last] = (await listUpcomingEvents(database.db, world.me, { brandId: world.brandA.id }, NOW)).slice(-1);
  expect(last).toEqual({
    id: expect.any(String),
    title: "Later, everyone",
    description: "",
    startDate: "2026-11-30T18:00:00",
    endDate: "2026-11-30T20:00:00",
    eventType: "meeting",
    isAllDay: false,
    color: "#3b82f6",
  });
});

test("an unknown brand is a 400", async () => {
  await expect(
    listUpcomingEvents(database.db, world.me, { brandId: "00000000-0000-4000-8000-000000000000" }, NOW),
  ).rejects.toMatchObject({
    status: 400,
  });
});
