import { randomBytes, randomUUID } from "node:crypto";
import type { Database } from "@/lib/server/platform/db/client";
import { roomAssets, rooms, shareLinks, webhookDeliveries, webhookEndpoints } from "@/lib/server/platform/db/schema";
import { roomVisitedEventSchema, shareOpenedEventSchema } from "@/lib/contract/webhooks";
import type { Hit } from "@/lib/server/engagement/hit-buffer";
import { databaseHitWriter } from "@/lib/server/engagement/hit-store";
import { SETTLE_MS } from "@/lib/server/webhooks/engagement-webhooks";
import { newWebhookSecret } from "@/lib/server/webhooks/webhook-signing";
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
    events: ["room.visited", "share.opened"],
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
  expect(await deliveries()).toHaveLength(1);
  await writer([hit("room", roomId, { hitClass: "head", reason: "head_request", visitor: "bot" })], {
    unfurled: [preview],
    settled: [],
  });
  expect(await deliveries()).toEqual([]);
});

test("a paused endpoint, or none asking, gets no event", async () => {
  await database.db.update(webhookEndpoints).set({ pausedAt: new Date() });
  await writer([hit("share", shareId)]);
  expect(await deliveries()).toEqual([]);
  await database.db.update(webhookEndpoints).set({ pausedAt: null, events: ["quote.received"] });
  await writer([hit("room", roomId)]);
  expect(await deliveries()).toEqual([]);
});
