import { randomBytes, randomUUID } from "node:crypto";
import type { Database } from "@/lib/server/platform/db/client";
import { roomAssets, rooms, shareLinks, webhookDeliveries, webhookEndpoints } from "@/lib/server/platform/db/schema";
import { roomForwardedEventSchema, roomVisitedEventSchema, shareOpenedEventSchema } from "@/lib/contract/webhooks";
import type { Hit } from "@/lib/server/engagement/hit-buffer";
import { databaseHitWriter } from "@/lib/server/engagement/hit-store";
import { SETTLE_MS } from "@/lib/server/webhooks/engagement-webhooks";
import { newWebhookSecret } from "@/lib/server/webhooks/webhook-signing";
import { forgetSubscriptions } from "@/lib/server/webhooks/webhook-subscriptions";
import { repDisplayName } from "@/lib/server/users/rep-name";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset, libraryWorld, only } from "../helpers/library-fixtures";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
let writer: ReturnType<typeof databaseHitWriter>;
let roomId: string;
let shareId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
  writer = databaseHitWriter(database.db);
  const assetId = await addAsset(database.db, { title: "Rate card", allBrands: true });
  const room = only(
    await database.db
      .insert(rooms)
      .values({
        slug: randomBytes(16).toString("base64url"),
        userId: world.me.id,
        brandId: world.brandA.id,
        recipientName: "Jordan Alvarez",
        recipientCompany: "Acme",
      })
      .returning(),
  );
  roomId = room.id;
  await database.db.insert(roomAssets).values({ roomId, assetId, position: 0 });
  const share = only(
    await database.db
      .insert(shareLinks)
      .values({ slug: "wh1234", assetId, userId: world.me.id, brandId: world.brandA.id })
      .returning(),
  );
  shareId = share.id;
  await database.db.insert(webhookEndpoints).values({
    url: "https://crm.example.com/hooks",
    events: ["room.visited", "share.opened", "room.forwarded"],
    secret: newWebhookSecret(),
  });
});
afterAll(() => database.close());

const hit = (target: "room" | "share", targetId: string, extra: Partial<Hit> = {}): Hit => ({
  target,
  targetId,
  occurredAt: new Date("2026-11-29T10:00:00Z"),
  hitClass: "human",
  reason: "person",
  visitor: "v1",
  referrer: null,
  device: "mobile",
  openId: randomUUID(),
  deviceId: target === "room" ? "device-one" : undefined,
  ...extra,
});

const deliveries = () => database.db.select().from(webhookDeliveries);

test("a person's visit and open become events, due once settled, naming the room's recipient and the rep", async () => {
  const visit = hit("room", roomId);
  const open = hit("share", shareId);
  await writer([visit, open, hit("room", roomId, { hitClass: "scanner", reason: "scanner_user_agent" })]);
  const rows = await deliveries();
  expect(rows.map((row) => row.eventType).sort()).toEqual(["room.visited", "share.opened"]);
  const room = rows.find((row) => row.eventType === "room.visited")!;
  expect(room.messageId).toBe(`msg_${visit.openId!.replaceAll("-", "")}`);
  expect(room.nextAttemptAt?.getTime()).toBe(visit.occurredAt.getTime() + SETTLE_MS);
  expect(JSON.parse(room.body)).toEqual({
    type: "room.visited",
    timestamp: "2026-11-29T10:00:00.000Z",
    data: {
      visitId: visit.openId,
      visitedAt: "2026-11-29T10:00:00.000Z",
      room: { id: roomId, recipientName: "Jordan Alvarez", recipientEmail: null, recipientCompany: "Acme" },
      device: 1,
      rep: { id: world.me.id, email: world.me.email, name: repDisplayName(world.me) },
      brand: { id: world.brandA.id, name: world.brandA.name },
    },
  });
  const share = JSON.parse(rows.find((row) => row.eventType === "share.opened")!.body) as { data: object };
  expect(share.data).toMatchObject({ openId: open.openId, share: { id: shareId, slug: "wh1234" } });
  // What is sent is what GET /api/webhooks/schema publishes.
  expect(roomVisitedEventSchema.safeParse(JSON.parse(room.body)).success).toBe(true);
  expect(shareOpenedEventSchema.safeParse(share).success).toBe(true);
  await database.db.delete(webhookDeliveries);
});

test("an open found to be a link preview's (a HEAD followed) is taken back before it is sent", async () => {
  const preview = hit("room", roomId, { visitor: "bot", deviceId: "preview" });
  await writer([preview]);
  // The room's first device was device-one: the preview's is a second device until it is found out.
  expect((await deliveries()).map((row) => row.eventType).sort()).toEqual(["room.forwarded", "room.visited"]);
  await writer([hit("room", roomId, { hitClass: "head", reason: "head_request", visitor: "bot" })], {
    unfurled: [preview],
    settled: [],
  });
  expect(await deliveries()).toEqual([]);
});

async function newRoom(recipientName: string) {
  const room = only(
    await database.db
      .insert(rooms)
      .values({
        slug: randomBytes(16).toString("base64url"),
        userId: world.me.id,
        brandId: world.brandA.id,
        recipientName,
      })
      .returning(),
  );
  return room.id;
}

const eventsOf = async (type: string) =>
  (await deliveries())
    .filter((row) => row.eventType === type)
    .map((row) => ({ messageId: row.messageId, body: JSON.parse(row.body) as { data: Record<string, unknown> } }));

test("a room's first visit from a second device is room.forwarded, once; never a scanner's or the rep's", async () => {
  const room = await newRoom("Riley Forward");
  const at = (second: number) => new Date(Date.UTC(2026, 10, 29, 11, 0, second));
  const first = hit("room", room, { deviceId: "phone", visitor: "office", occurredAt: at(0) });
  await writer([first, hit("room", room, { deviceId: "phone", visitor: "office", occurredAt: at(1) })]);
  expect(await eventsOf("room.forwarded")).toEqual([]);
  // A scanner and the rep's own session from other devices are no second device.
  await writer([
    hit("room", room, { deviceId: "gateway", hitClass: "scanner", reason: "scanner_user_agent", occurredAt: at(2) }),
    hit("room", room, { deviceId: "rep-laptop", hitClass: "own", reason: "own_session", occurredAt: at(3) }),
  ]);
  expect(await eventsOf("room.forwarded")).toEqual([]);

  const second = hit("room", room, { deviceId: "laptop", visitor: "elsewhere", occurredAt: at(4) });
  const third = hit("room", room, { deviceId: "tablet", visitor: "elsewhere", occurredAt: at(5) });
  await writer([second, hit("room", room, { deviceId: "laptop", visitor: "elsewhere", occurredAt: at(6) })]);
  await writer([third]);
  const forwarded = await eventsOf("room.forwarded");
  expect(forwarded).toHaveLength(1);
  expect(forwarded[0]!.messageId).toBe(`msg_fwd_${second.openId!.replaceAll("-", "")}`);
  expect(forwarded[0]!.body).toEqual({
    type: "room.forwarded",
    timestamp: at(4).toISOString(),
    data: {
      visitId: second.openId,
      forwardedAt: at(4).toISOString(),
      room: { id: room, recipientName: "Riley Forward", recipientEmail: null, recipientCompany: null },
      firstVisitedAt: at(0).toISOString(),
      newNetwork: true,
      rep: { id: world.me.id, email: world.me.email, name: repDisplayName(world.me) },
      brand: { id: world.brandA.id, name: world.brandA.name },
    },
  });
  expect(roomForwardedEventSchema.safeParse(forwarded[0]!.body).success).toBe(true);
  const visited = (await eventsOf("room.visited")).filter((event) => event.body.data.visitId === second.openId);
  expect(visited.map((event) => event.body.data.device)).toEqual([2]);
  await database.db.delete(webhookDeliveries);
});

test("a second device on the first one's network is forwarded with newNetwork false; in one batch too", async () => {
  const room = await newRoom("Sam Samenet");
  const at = (second: number) => new Date(Date.UTC(2026, 10, 29, 12, 0, second));
  await writer([
    hit("room", room, { deviceId: "desk", visitor: "home", occurredAt: at(0) }),
    hit("room", room, { deviceId: "phone", visitor: "home", occurredAt: at(1) }),
    hit("room", room, { deviceId: "phone", visitor: "home", occurredAt: at(1) }),
  ]);
  const forwarded = await eventsOf("room.forwarded");
  expect(forwarded.map((event) => event.body.data.newNetwork)).toEqual([false]);
  await database.db.delete(webhookDeliveries);
});

test("a second device's visit found to be a link preview's takes its room.forwarded back", async () => {
  const room = await newRoom("Pat Preview");
  const at = (second: number) => new Date(Date.UTC(2026, 10, 29, 13, 0, second));
  await writer([hit("room", room, { deviceId: "desk", visitor: "home", occurredAt: at(0) })]);
  const preview = hit("room", room, { deviceId: "bot", visitor: "bot", occurredAt: at(5) });
  await writer([preview]);
  expect(await eventsOf("room.forwarded")).toHaveLength(1);
  await writer([hit("room", room, { hitClass: "head", reason: "head_request", visitor: "bot", occurredAt: at(6) })], {
    unfurled: [preview],
    settled: [],
  });
  expect(await eventsOf("room.forwarded")).toEqual([]);
  // The room is not forwarded any more: the next second device is.
  await writer([hit("room", room, { deviceId: "phone", visitor: "cafe", occurredAt: at(9) })]);
  expect(await eventsOf("room.forwarded")).toHaveLength(1);
  await database.db.delete(webhookDeliveries);
});

test("a preview's second device taken back: room.forwarded goes to the second device that came meanwhile", async () => {
  const room = await newRoom("Morgan Meanwhile");
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 29, 14, 0, 0, ms));
  await writer([hit("room", room, { deviceId: "desk", visitor: "home", occurredAt: at(0) })]);
  const preview = hit("room", room, { deviceId: "bot", visitor: "bot", occurredAt: at(5_000) });
  await writer([preview]);
  // A person's second device, written while the preview still counted: not the room's forwarding yet.
  const phone = hit("room", room, { deviceId: "phone", visitor: "cafe", occurredAt: at(5_500) });
  await writer([phone]);
  expect((await eventsOf("room.forwarded")).map((event) => event.body.data.visitId)).toEqual([preview.openId]);
  await writer(
    [hit("room", room, { hitClass: "head", reason: "head_request", visitor: "bot", occurredAt: at(6_000) })],
    {
      unfurled: [preview],
      settled: [],
    },
  );
  const forwarded = await eventsOf("room.forwarded");
  expect(forwarded.map((event) => event.messageId)).toEqual([`msg_fwd_${phone.openId!.replaceAll("-", "")}`]);
  expect(forwarded[0]!.body.data).toMatchObject({
    visitId: phone.openId,
    forwardedAt: at(5_500).toISOString(),
    firstVisitedAt: at(0).toISOString(),
    newNetwork: true,
  });
  expect(roomForwardedEventSchema.safeParse(forwarded[0]!.body).success).toBe(true);
  // Due once the phone's own visit is settled.
  const [row] = (await deliveries()).filter((delivery) => delivery.messageId === forwarded[0]!.messageId);
  expect(row!.nextAttemptAt?.getTime()).toBe(at(5_500).getTime() + SETTLE_MS);
  // A later device is no second forwarding.
  await writer([hit("room", room, { deviceId: "tablet", visitor: "cafe", occurredAt: at(9_000) })]);
  expect(await eventsOf("room.forwarded")).toHaveLength(1);
  await database.db.delete(webhookDeliveries);
});

test("a preview taken back as the first device: the next device is the first, the one after forwards", async () => {
  const room = await newRoom("Fran First");
  const at = (second: number) => new Date(Date.UTC(2026, 10, 29, 15, 0, second));
  const preview = hit("room", room, { deviceId: "bot", visitor: "bot", occurredAt: at(0) });
  await writer([preview]);
  const phone = hit("room", room, { deviceId: "phone", visitor: "home", occurredAt: at(1) });
  await writer([phone]);
  expect(await eventsOf("room.forwarded")).toHaveLength(1);
  const devices = async () =>
    Object.fromEntries(
      (await eventsOf("room.visited")).map((event) => [event.body.data.visitId, event.body.data.device]),
    );
  expect(await devices()).toEqual({ [preview.openId!]: 1, [phone.openId!]: 2 });
  await writer([hit("room", room, { hitClass: "head", reason: "head_request", visitor: "bot", occurredAt: at(1) })], {
    unfurled: [preview],
    settled: [],
  });
  // The phone is now the room's first device: its room.forwarded is taken back, its pending visit
  // says device 1.
  expect(await eventsOf("room.forwarded")).toEqual([]);
  expect(await devices()).toEqual({ [phone.openId!]: 1 });
  const laptop = hit("room", room, { deviceId: "laptop", visitor: "office", occurredAt: at(3) });
  await writer([laptop]);
  expect((await eventsOf("room.forwarded")).map((event) => event.body.data.visitId)).toEqual([laptop.openId]);
  expect(await devices()).toEqual({ [phone.openId!]: 1, [laptop.openId!]: 2 });
  // The renumbered event still matches its published schema.
  const visited = (await deliveries()).filter((row) => row.eventType === "room.visited");
  for (const row of visited) expect(roomVisitedEventSchema.safeParse(JSON.parse(row.body)).success).toBe(true);
  await database.db.delete(webhookDeliveries);
});

test("a preview's room.forwarded already sent is the room's only one, even once it is taken back", async () => {
  const room = await newRoom("Sid Sent");
  const at = (second: number) => new Date(Date.UTC(2026, 10, 29, 16, 0, second));
  await writer([hit("room", room, { deviceId: "desk", visitor: "home", occurredAt: at(0) })]);
  const preview = hit("room", room, { deviceId: "bot", visitor: "bot", occurredAt: at(5) });
  await writer([preview]);
  await writer([hit("room", room, { deviceId: "phone", visitor: "cafe", occurredAt: at(6) })]);
  await database.db.update(webhookDeliveries).set({ attempts: 1, deliveredAt: new Date() });
  await writer([hit("room", room, { hitClass: "head", reason: "head_request", visitor: "bot", occurredAt: at(7) })], {
    unfurled: [preview],
    settled: [],
  });
  expect((await eventsOf("room.forwarded")).map((event) => event.body.data.visitId)).toEqual([preview.openId]);
  await database.db.delete(webhookDeliveries);
});

test("a paused endpoint, or none asking, gets no event", async () => {
  await database.db.update(webhookEndpoints).set({ pausedAt: new Date() });
  forgetSubscriptions();
  await writer([hit("share", shareId)]);
  expect(await deliveries()).toEqual([]);
  await database.db.update(webhookEndpoints).set({ pausedAt: null, events: ["quote.received"] });
  forgetSubscriptions();
  await writer([hit("room", roomId)]);
  expect(await deliveries()).toEqual([]);
});
