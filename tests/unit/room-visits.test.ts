import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { firstOpenAlerts } from "@/lib/server/alerts/first-open-alerts";
import { listNotifications } from "@/lib/server/alerts/alert-inbox";
import type { Database } from "@/lib/server/platform/db/client";
import { profiles, roomAssets, roomAssetViews, rooms, roomVisits } from "@/lib/server/platform/db/schema";
import type { Hit } from "@/lib/server/engagement/hit-buffer";
import { databaseHitWriter } from "@/lib/server/engagement/hit-store";
import type { MailMessage } from "@/lib/server/platform/mail/mailer";
import { unsubscribeKey } from "@/lib/server/alerts/unsubscribe-token";
import { recordRoomDownload, recordRoomEngagement } from "@/lib/server/rooms/room-engagement";
import { loadRoomPage } from "@/lib/server/rooms/room-page";
import { roomSummariesWhere } from "@/lib/server/rooms/room-summaries";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset, libraryWorld, only } from "../helpers/library-fixtures";
import { pollUntil } from "../helpers/poll";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
let writer: ReturnType<typeof databaseHitWriter>;
const sent: MailMessage[] = [];
let pdf: string;
let video: string;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
  await database.db.update(profiles).set({ firstName: "Riley" }).where(eq(profiles.id, world.me.id));
  writer = databaseHitWriter(
    database.db,
    firstOpenAlerts(
      { send: async (message) => void sent.push(message) },
      { origin: "https://portal.example.com", unsubscribeKey: unsubscribeKey("secret"), timeZone: "UTC" },
    ),
  );
  pdf = await addAsset(database.db, { title: "Price List 2026", type: "pdf", url: "/samples/price-list.pdf" });
  video = await addAsset(database.db, {
    title: "Demo video",
    type: "video",
    url: "https://cdn.example.com/demo.mp4",
    duration: "4:00",
  });
});
afterAll(() => database.close());
beforeEach(() => {
  sent.length = 0;
});

/** A room of the rep's with the PDF (position 0) and the video (position 1). */
async function newRoom(values: Partial<typeof rooms.$inferInsert> = {}) {
  const room = only(
    await database.db
      .insert(rooms)
      .values({
        slug: randomBytes(16).toString("base64url"),
        userId: world.me.id,
        brandId: world.brandA.id,
        recipientName: "Jane Smith",
        recipientCompany: "Acme",
        ...values,
      })
      .returning(),
  );
  await database.db.insert(roomAssets).values([
    { roomId: room.id, assetId: pdf, position: 0 },
    { roomId: room.id, assetId: video, position: 1 },
  ]);
  return room;
}

const visit = (roomId: string, at: string, extra: Partial<Hit> = {}): Hit => ({
  target: "room",
  targetId: roomId,
  occurredAt: new Date(at),
  hitClass: "human",
  reason: "person",
  visitor: "v1",
  referrer: null,
  device: "mobile",
  openId: randomUUID(),
  deviceId: "device-one",
  ...extra,
});

/** Writes visits, then settles the first visits of a day they made (as the buffer does after 2 s). */
const write = async (hits: Hit[]) => {
  const firsts = await writer(hits);
  await writer([], { unfurled: [], settled: firsts });
  return firsts;
};

const roomRow = async (id: string) => only(await database.db.select().from(rooms).where(eq(rooms.id, id)));
const views = (visitId: number) => database.db.select().from(roomAssetViews).where(eq(roomAssetViews.visitId, visitId));
const storedVisit = async (visitId: string) =>
  only(await database.db.select().from(roomVisits).where(eq(roomVisits.visitId, visitId)));

test("only human visits count; the first human device is kept and another one marks the room forwarded", async () => {
  const room = await newRoom();
  await write([
    visit(room.id, "2026-04-01T09:00:00Z", { hitClass: "scanner", reason: "scanner_after_email", deviceId: "gate" }),
    visit(room.id, "2026-04-01T09:00:01Z", { hitClass: "own", reason: "own_session", deviceId: "rep" }),
    visit(room.id, "2026-04-01T09:00:02Z", { hitClass: "head", reason: "head_request", deviceId: "check" }),
  ]);
  expect(await roomRow(room.id)).toMatchObject({ visitCount: 0, firstDevice: null, forwardedAt: null });

  await write([visit(room.id, "2026-04-01T10:00:00Z"), visit(room.id, "2026-04-01T10:05:00Z")]);
  expect(await roomRow(room.id)).toMatchObject({ visitCount: 2, firstDevice: "device-one", forwardedAt: null });

  await write([visit(room.id, "2026-04-02T08:00:00Z", { deviceId: "device-two", visitor: "v2" })]);
  await write([visit(room.id, "2026-04-03T08:00:00Z", { deviceId: "device-three", visitor: "v3" })]);
  const row = await roomRow(room.id);
  expect(row).toMatchObject({ visitCount: 4, firstDevice: "device-one" });
  // Set once, by the first other device.
  expect(row.forwardedAt?.toISOString()).toBe("2026-04-02T08:00:00.000Z");
  expect(row.lastHumanAt?.toISOString()).toBe("2026-04-03T08:00:00.000Z");
  const stored = await database.db.select().from(roomVisits).where(eq(roomVisits.roomId, room.id));
  expect(stored).toHaveLength(7);
});

test("a second device on the first one's network that day is another device; a new network is forwarded", async () => {
  const room = await newRoom();
  const flags = async () => {
    const [summary] = await roomSummariesWhere(database.db, eq(rooms.id, room.id), {
      siteOrigin: "https://portal.example.com",
      now: new Date("2026-04-10T00:00:00Z"),
    });
    return { possiblyForwarded: summary?.possiblyForwarded, otherDevice: summary?.otherDevice };
  };
  await write([visit(room.id, "2026-04-08T09:00:00Z", { visitor: "office-day-1" })]);
  expect(await flags()).toEqual({ possiblyForwarded: false, otherDevice: false });
  // The recipient's phone on the office network, later that day; a scanner elsewhere changes nothing.
  await write([
    visit(room.id, "2026-04-08T15:00:00Z", { deviceId: "phone", visitor: "office-day-1" }),
    visit(room.id, "2026-04-08T15:00:01Z", { deviceId: "gate", visitor: "far", hitClass: "scanner" }),
  ]);
  expect(await flags()).toEqual({ possiblyForwarded: false, otherDevice: true });
  // The phone again at home the next day: it was seen on the first device's network, so still the recipient's.
  await write([visit(room.id, "2026-04-09T20:00:00Z", { deviceId: "phone", visitor: "home-day-2" })]);
  expect(await flags()).toEqual({ possiblyForwarded: false, otherDevice: true });
  // A third device on a network the first device never used.
  await write([visit(room.id, "2026-04-09T21:00:00Z", { deviceId: "colleague", visitor: "elsewhere-day-2" })]);
  expect(await flags()).toEqual({ possiblyForwarded: true, otherDevice: false });
});

test("a first visit later shown to be an unfurler's is uncounted, with its device and engagement", async () => {
  const room = await newRoom();
  const preview = visit(room.id, "2026-04-05T10:00:00Z", { deviceId: "preview", visitor: "bot" });
  await writer([preview]);
  await recordRoomEngagement(
    database.db,
    room.slug,
    { visitId: preview.openId!, assets: [{ n: 0, seconds: 3, percent: null }] },
    new Date("2026-04-05T10:00:10Z"),
  );
  await writer([visit(room.id, "2026-04-05T10:00:01Z", { hitClass: "head", reason: "head_request", visitor: "bot" })], {
    unfurled: [preview],
    settled: [],
  });
  expect(await roomRow(room.id)).toMatchObject({ visitCount: 0, firstDevice: null, lastHumanAt: null });
  const reclassified = await storedVisit(preview.openId!);
  expect(reclassified).toMatchObject({ hitClass: "unfurler", reason: "unfurler_get_then_head" });
  expect(await views(reclassified.id)).toEqual([]);

  await write([visit(room.id, "2026-04-05T11:00:00Z", { deviceId: "person" })]);
  expect(await roomRow(room.id)).toMatchObject({ visitCount: 1, firstDevice: "person", forwardedAt: null });
});

test("a beacon's figures only rise, are capped by the time since the visit, and a PDF has no percent", async () => {
  const room = await newRoom();
  const served = visit(room.id, "2026-04-06T10:00:00Z");
  await write([served]);
  const at = (s: number) => new Date(Date.parse("2026-04-06T10:00:00Z") + s * 1000);
  const report = (assets: { n: number; seconds: number; percent: number | null }[], now: Date) =>
    recordRoomEngagement(database.db, room.slug, { visitId: served.openId!, assets }, now);

  expect(
    await report(
      [
        { n: 0, seconds: 40, percent: 50 },
        { n: 1, seconds: 20, percent: 10 },
      ],
      at(60),
    ),
  ).toBe(true);
  // Lower figures later change nothing; a forged day on the page is cut to 120 s + 5 s of slack.
  expect(await report([{ n: 1, seconds: 5, percent: 5 }], at(90))).toBe(true);
  expect(await report([{ n: 0, seconds: 86_400, percent: null }], at(120))).toBe(true);
  // A position the room does not have is skipped.
  expect(await report([{ n: 7, seconds: 10, percent: null }], at(130))).toBe(true);
  const id = (await storedVisit(served.openId!)).id;
  const rows = await views(id);
  expect(rows.map(({ assetId, seconds, furthestPercent }) => ({ assetId, seconds, furthestPercent }))).toEqual(
    expect.arrayContaining([
      { assetId: pdf, seconds: 125, furthestPercent: null },
      { assetId: video, seconds: 20, furthestPercent: 10 },
    ]),
  );
  expect(rows).toHaveLength(2);

  // 100% of the four-minute video claimed 3 s after the visit: at most (3 + 5) × 2 of 240 s.
  const quick = visit(room.id, "2026-04-06T12:00:00Z");
  await write([quick]);
  await recordRoomEngagement(
    database.db,
    room.slug,
    { visitId: quick.openId!, assets: [{ n: 1, seconds: 3, percent: 100 }] },
    new Date("2026-04-06T12:00:03Z"),
  );
  expect((await views((await storedVisit(quick.openId!)).id))[0]).toMatchObject({ furthestPercent: 6 });
});

test("only human visits of the named room take a beacon or a download, one download per visit and asset", async () => {
  const room = await newRoom();
  const other = await newRoom();
  const scanner = visit(room.id, "2026-04-07T10:00:00Z", { hitClass: "scanner", reason: "scanner_user_agent" });
  const person = visit(room.id, "2026-04-07T10:01:00Z");
  await write([scanner, person]);
  const now = new Date("2026-04-07T10:05:00Z");
  const beacon = (visitId: string) => ({ visitId, assets: [{ n: 0, seconds: 5, percent: null }] });
  expect(await recordRoomEngagement(database.db, room.slug, beacon(scanner.openId!), now)).toBe(false);
  expect(await recordRoomEngagement(database.db, other.slug, beacon(person.openId!), now)).toBe(false);
  expect(await recordRoomEngagement(database.db, room.slug, beacon(randomUUID()), now)).toBe(false);
  expect(await recordRoomDownload(database.db, room.id, scanner.openId!, pdf)).toBe(false);
  expect(await recordRoomDownload(database.db, other.id, person.openId!, pdf)).toBe(false);
  for (let click = 0; click < 5; click++) {
    expect(await recordRoomDownload(database.db, room.id, person.openId!, pdf)).toBe(true);
  }
  expect(await views((await storedVisit(scanner.openId!)).id)).toEqual([]);
  expect(await views((await storedVisit(person.openId!)).id)).toEqual([
    expect.objectContaining({ assetId: pdf, downloads: 1, seconds: 0 }),
  ]);
});

test("a closed room takes no more reports of its old visits: revoked, or its rep deactivated", async () => {
  const revoked = await newRoom();
  const person = visit(revoked.id, "2026-04-07T11:00:00Z");
  await write([person]);
  const now = new Date("2026-04-07T11:10:00Z");
  const beacon = { visitId: person.openId!, assets: [{ n: 0, seconds: 12, percent: null }] };
  expect(await recordRoomEngagement(database.db, revoked.slug, beacon, now)).toBe(true);
  await database.db.update(rooms).set({ revokedAt: now }).where(eq(rooms.id, revoked.id));
  const later = { ...beacon, assets: [{ n: 0, seconds: 522, percent: null }] };
  await expect(recordRoomEngagement(database.db, revoked.slug, later, now)).rejects.toMatchObject({
    status: 410,
    code: "room_closed",
  });
  expect(await views((await storedVisit(person.openId!)).id)).toEqual([expect.objectContaining({ seconds: 12 })]);

  const open = await newRoom();
  const reader = visit(open.id, "2026-04-07T11:00:00Z");
  await write([reader]);
  await database.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, world.me.id));
  try {
    await expect(
      recordRoomEngagement(database.db, open.slug, { ...beacon, visitId: reader.openId! }, now),
    ).rejects.toMatchObject({ status: 410 });
    expect(await loadRoomPage(database.db, open.slug, now)).toMatchObject({ kind: "closed", card: { rep: null } });
  } finally {
    await database.db.update(profiles).set({ isActive: true }).where(eq(profiles.id, world.me.id));
  }
  expect(await loadRoomPage(database.db, open.slug, now)).toMatchObject({ kind: "live" });
});

test("the first human visit of a room each day rings the bell and e-mails what was opened, once a day", async () => {
  const room = await newRoom();
  await write([visit(room.id, "2026-04-08T09:00:00Z", { hitClass: "bot", reason: "bot_user_agent" })]);
  expect(sent).toEqual([]);
  const first = visit(room.id, "2026-04-08T10:00:00Z");
  await writer([first]).then(async (firsts) => {
    // The recipient's page reported the video before the alert settled.
    await recordRoomEngagement(
      database.db,
      room.slug,
      { visitId: first.openId!, assets: [{ n: 1, seconds: 30, percent: 20 }] },
      new Date("2026-04-08T10:01:00Z"),
    );
    await writer([], { unfurled: [], settled: firsts });
  });
  await write([visit(room.id, "2026-04-08T11:00:00Z")]);
  await pollUntil(
    () => sent.length,
    (n) => n >= 1,
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ to: world.me.email, subject: "Jane Smith (Acme) opened your room today" });
  expect(sent[0]!.text).toContain("What they opened: Demo video.\n");
  expect(sent[0]!.text.match(/opened your room/g)).toHaveLength(1);

  // The next day, nothing reported yet: the alert names all the room's assets.
  await write([visit(room.id, "2026-04-09T07:00:00Z")]);
  await pollUntil(
    () => sent.length,
    (n) => n >= 2,
  );
  expect(sent[1]!.text).toContain("What they opened: Price List 2026, Demo video.\n");
  const bell = (await listNotifications(database.db, world.me)).items.filter((n) => n.target === "room");
  expect(bell.filter((n) => n.title === "Jane Smith (Acme)").map((n) => n.day)).toEqual(
    expect.arrayContaining(["2026-04-08", "2026-04-09"]),
  );
});

test("a revoked room, or one past its last day (UTC), is closed; an unknown slug is missing", async () => {
  const now = new Date("2026-04-10T23:59:00Z");
  const live = await newRoom({ expiresOn: "2026-04-10" });
  const expired = await newRoom({ expiresOn: "2026-04-09" });
  const revoked = await newRoom({ revokedAt: new Date("2026-04-01T00:00:00Z") });
  expect(await loadRoomPage(database.db, live.slug, now)).toMatchObject({ kind: "live", roomId: live.id });
  for (const closed of [expired, revoked])
    expect(await loadRoomPage(database.db, closed.slug, now)).toEqual({
      kind: "closed",
      card: expect.objectContaining({ rep: expect.objectContaining({ email: world.me.email }) }),
    });
  expect(await loadRoomPage(database.db, "no-such-room-slug-at-all", now)).toEqual({ kind: "missing" });
});
