import type { Database } from "@/lib/server/platform/db/client";
import { calendarEventBrands, calendarEvents } from "@/lib/server/platform/db/schema";
import { createCalendarEventBodySchema } from "@/lib/contract/admin-calendar";
import { createEvent, deleteEvent, listAllEvents } from "@/lib/server/calendar/calendar-changes";
import { listUpcomingEvents } from "@/lib/server/calendar/calendar-events";
import { createTestDatabase } from "../helpers/test-database";
import { libraryWorld } from "../helpers/library-fixtures";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
});
afterAll(() => database.close());

const event = (input: Record<string, unknown>) =>
  createCalendarEventBodySchema.parse({
    title: "Band camp",
    startDate: "2030-07-01T09:00",
    endDate: "2030-07-01T17:30",
    brandIds: [world.brandA.id],
    ...input,
  });
const messageOf = (input: Record<string, unknown>) =>
  createCalendarEventBodySchema.safeParse({
    title: "x",
    startDate: "2030-07-01T09:00",
    endDate: "2030-07-01T10:00",
    assignToAllBrands: true,
    ...input,
  }).error?.issues[0]?.message;

test("the defaults: meeting, not all day, #3b82f6, active; no user chosen means all users", () => {
  expect(event({})).toMatchObject({
    eventType: "meeting",
    isAllDay: false,
    color: "#3b82f6",
    isActive: true,
    userId: null,
    assignToAllUsers: true,
    description: "",
  });
  expect(event({ userId: world.me.id })).toMatchObject({ userId: world.me.id, assignToAllUsers: false });
});

test.each([
  [{ assignToAllBrands: false }, "Please select at least one brand."],
  [{ startDate: "2030-02-30T09:00" }, "The start date must be a date and time like 2026-05-01T09:30."],
  [{ endDate: "tomorrow" }, "The end date must be a date and time like 2026-05-01T09:30."],
  [{ endDate: "" }, "Please enter the end date."],
  [{ title: "   " }, "Please enter a title."],
  [{ color: "red" }, "The color must be a hex color like #3b82f6."],
])("bad input %p: %s", (input, message) => {
  expect(messageOf(input)).toBe(message);
});

test("a body that is not an object is refused, not thrown on", () => {
  for (const body of [null, "x", 5, []]) expect(createCalendarEventBodySchema.safeParse(body).success).toBe(false);
});

test("an event may not end before it starts; ending as it starts is fine", () => {
  expect(messageOf({ startDate: "2030-07-02T09:00", endDate: "2030-07-01T09:00:00" })).toBe(
    "The end date must not be before the start date.",
  );
  expect(messageOf({ startDate: "2030-07-01T09:30:01", endDate: "2030-07-01T09:30" })).toBe(
    "The end date must not be before the start date.",
  );
  expect(messageOf({ startDate: "2030-07-01T09:30", endDate: "2030-07-01T09:30:00" })).toBeUndefined();
  // Shown beside other missing fields, on the end date.
  const issues = createCalendarEventBodySchema.safeParse({
    title: "",
    startDate: "2030-07-02T09:00",
    endDate: "2030-07-01T09:00",
    assignToAllBrands: true,
  }).error?.issues;
  expect(issues?.find((i) => i.path[0] === "endDate")?.message).toBe("The end date must not be before the start date.");
});

test("creating stores local date-times as entered and lists user e-mail and brand names", async () => {
  const created = await createEvent(
    database.db,
    event({
      userId: world.me.id,
      brandIds: [world.brandA.id, world.brandB.id],
      eventType: "training",
      color: "#AABBCC",
    }),
  );
  expect(created).toMatchObject({
    title: "Band camp",
    startDate: "2030-07-01T09:00:00",
    endDate: "2030-07-01T17:30:00",
    eventType: "training",
    color: "#aabbcc",
    userId: world.me.id,
    userEmail: world.me.email,
    brandNames: expect.arrayContaining(["Brand A", "Brand B"]),
  });
  expect((await listAllEvents(database.db)).map((e) => e.id)).toContain(created.id);
  const rep = await listUpcomingEvents(
    database.db,
    world.me,
    { brandId: world.brandB.id },
    new Date("2030-06-01T00:00:00Z"),
  );
  expect(rep.map((e) => e.id)).toContain(created.id);
  const other = await listUpcomingEvents(
    database.db,
    world.other,
    { brandId: world.brandB.id },
    new Date("2030-06-01T00:00:00Z"),
  );
  expect(other.map((e) => e.id)).not.toContain(created.id);
});

test("assigned to all users: the chosen user is dropped; all brands: no brand links", async () => {
  const created = await createEvent(
    database.db,
    event({ userId: world.me.id, assignToAllUsers: true, assignToAllBrands: true }),
  );
  expect(created).toMatchObject({
    userId: null,
    userEmail: null,
    assignToAllUsers: true,
    brandIds: [],
    brandNames: [],
    assignToAllBrands: true,
  });
});

test.each([
  ["unknown brand", { brandIds: [UNKNOWN] }, `Unknown brand: ${UNKNOWN}.`],
  ["unknown user", { userId: UNKNOWN }, `Unknown user: ${UNKNOWN}.`],
])("an %s is a 400 and creates nothing", async (_name, input, message) => {
  const before = (await database.db.select().from(calendarEvents)).length;
  await expect(createEvent(database.db, event(input))).rejects.toMatchObject({ status: 400, message });
  expect(await database.db.select().from(calendarEvents)).toHaveLength(before);
});

test("deleting removes the event and its brand links; twice or unknown is 404", async () => {
  const created = await createEvent(database.db, event({}));
  await deleteEvent(database.db, created.id);
  expect((await listAllEvents(database.db)).map((e) => e.id)).not.toContain(created.id);
  expect((await database.db.select().from(calendarEventBrands)).map((l) => l.eventId)).not.toContain(created.id);
  await expect(deleteEvent(database.db, created.id)).rejects.toMatchObject({
    status: 404,
    message: "Event not found.",
  });
  await expect(deleteEvent(database.db, "nope")).rejects.toMatchObject({ status: 404 });
});
