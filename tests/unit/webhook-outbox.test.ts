import { eq, isNotNull } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import type { Database } from "@/lib/server/platform/db/client";
import { notifications, webhookDeliveries, webhookEndpoints } from "@/lib/server/platform/db/schema";
import { deliverDueWebhooks, enqueueWebhookEvent } from "@/lib/server/webhooks/webhook-outbox";
import { newWebhookSecret } from "@/lib/server/webhooks/webhook-signing";
import { FAILING_PAUSE_MS } from "@/lib/server/webhooks/retry-schedule";
import { listNotifications } from "@/lib/server/alerts/alert-inbox";
import { updateWebhookEndpoint } from "@/lib/server/webhooks/webhook-endpoints";
import { DELIVERY_KEPT_MS, pruneWebhookDeliveries } from "@/lib/server/webhooks/webhook-retention";
import { libraryWorld } from "../helpers/library-fixtures";
import { createTestDatabase } from "../helpers/test-database";
import {
  signatureHeaders,
  startWebhookReceiver,
  type ReceivedWebhook,
  type ReceiverAnswer,
  type WebhookReceiver,
} from "../helpers/webhook-receiver";

let database: Database;
let receiver: WebhookReceiver;
let origin: string;
/** What the receiver answers next, in order; 200 once they run out. */
let answers: ReceiverAnswer[];
let received: ReceivedWebhook[];

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startWebhookReceiver();
  ({ origin, answers, received } = receiver);
});
afterAll(async () => {
  await receiver.close();
  await database.close();
});
beforeEach(async () => {
  answers.length = 0;
  received.length = 0;
  await database.db.delete(webhookEndpoints);
});

async function endpoint(events: string[], path = "/hook", createdBy?: string) {
  const secret = newWebhookSecret();
  const [row] = await database.db
    .insert(webhookEndpoints)
    .values({ url: `${origin}${path}`, events, secret, createdBy })
    .returning();
  return { id: row!.id, secret };
}

const deliveriesOf = (endpointId: string) =>
  database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

/** Makes every planned attempt due now, as time passing would. */
const makeDue = () =>
  database.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(isNotNull(webhookDeliveries.nextAttemptAt));

test("an event reaches each endpoint that asked for it, once, signed; others get nothing", async () => {
  const wants = await endpoint(["room.visited"]);
  const other = await endpoint(["quote.received"], "/other");
  const at = new Date("2026-11-29T10:00:00Z");
  const ids = await enqueueWebhookEvent(database.db, "room.visited", { roomId: "r1" }, { at });
  expect(ids).toHaveLength(1);
  expect(await deliverDueWebhooks(database.db, true)).toBe(1);
  expect(await deliverDueWebhooks(database.db, true)).toBe(0);
  expect(received.map((r) => r.path)).toEqual(["/hook"]);
  const [got] = received;
  expect(JSON.parse(got!.body)).toEqual({ type: "room.visited", timestamp: at.toISOString(), data: { roomId: "r1" } });
  expect(new Webhook(wants.secret).verify(got!.body, signatureHeaders(got!))).toBeTruthy();
  const [delivery] = await deliveriesOf(wants.id);
  expect(delivery).toMatchObject({ attempts: 1, lastStatus: 200, nextAttemptAt: null, lastError: null });
  expect(delivery?.deliveredAt).toBeInstanceOf(Date);
  expect(await deliveriesOf(other.id)).toEqual([]);
});

test("a 500 and a redirect are retried on the schedule with the same webhook-id; a 2xx ends it", async () => {
  const { id } = await endpoint(["quote.received"], "/flaky");
  await enqueueWebhookEvent(database.db, "quote.received", { quoteId: "q1" });
  answers.push(500, 302);
  const before = Date.now();
  await deliverDueWebhooks(database.db, true);
  const [failed] = await deliveriesOf(id);
  expect(failed).toMatchObject({ attempts: 1, lastStatus: 500, deliveredAt: null });
  const wait = failed!.nextAttemptAt!.getTime() - before;
  expect(wait).toBeGreaterThanOrEqual(5_000);
  expect(wait).toBeLessThan(5_000 + 10_000);
  // Not due yet: nothing is sent.
  expect(await deliverDueWebhooks(database.db, true)).toBe(0);
  await makeDue();
  await deliverDueWebhooks(database.db, true);
  expect((await deliveriesOf(id))[0]).toMatchObject({ attempts: 2, lastStatus: 302, deliveredAt: null });
  // The redirect was not followed.
  expect(received.map((r) => r.path)).toEqual(["/flaky", "/flaky"]);
  await makeDue();
  await deliverDueWebhooks(database.db, true);
  expect((await deliveriesOf(id))[0]).toMatchObject({ attempts: 3, lastStatus: 200, nextAttemptAt: null });
  expect(new Set(received.map((r) => r.headers["webhook-id"])).size).toBe(1);
});

test("a 410 pauses the endpoint: nothing more goes to it until an admin resumes it", async () => {
  const { id } = await endpoint(["room.forwarded"], "/gone");
  await enqueueWebhookEvent(database.db, "room.forwarded", { roomId: "r2" });
  answers.push(410);
  await deliverDueWebhooks(database.db, true);
  const [row] = await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  expect(row).toMatchObject({ pausedReason: "The receiver answered 410 Gone." });
  expect((await deliveriesOf(id))[0]).toMatchObject({ attempts: 1, lastStatus: 410, nextAttemptAt: null });
  // A paused endpoint is not offered new events.
  expect(await enqueueWebhookEvent(database.db, "room.forwarded", { roomId: "r3" })).toEqual([]);
});

test("an endpoint on an inside address gets nothing unless the operator allows it", async () => {
  const { id } = await endpoint(["share.opened"], "/inside");
  await enqueueWebhookEvent(database.db, "share.opened", { shareId: "s1" });
  await deliverDueWebhooks(database.db, false);
  expect(received).toEqual([]);
  expect((await deliveriesOf(id))[0]).toMatchObject({
    attempts: 1,
    lastStatus: null,
    lastError: "The receiver's address is private, loopback or link-local.",
  });
});

test("an endpoint failing for five days without a success is paused and its admin told in the bell", async () => {
  const world = await libraryWorld(database.db);
  const { id } = await endpoint(["quote.received"], "/down", world.admin.id);
  const start = new Date("2026-11-01T09:00:00Z");
  const later = (ms: number) => new Date(start.getTime() + ms);
  const failOnce = async (now: Date) => {
    await enqueueWebhookEvent(database.db, "quote.received", { quoteId: String(now.getTime()) }, { at: now });
    await dueBy(now);
    answers.push(503);
    await deliverDueWebhooks(database.db, true, { now, limit: 1 });
  };
  /** The clock is injected: what is planned is due by `now`. */
  const dueBy = (now: Date) =>
    database.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() - 1000) })
      .where(isNotNull(webhookDeliveries.nextAttemptAt));
  const endpointRow = async () =>
    (await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!;

  await failOnce(start);
  expect(await endpointRow()).toMatchObject({ failingSince: start, pausedAt: null });
  // A success ends the spell: five days after the first failure is not five days of failing.
  await dueBy(later(60_000));
  await deliverDueWebhooks(database.db, true, { now: later(60_000) });
  expect((await endpointRow()).failingSince).toBeNull();
  await failOnce(later(2 * 60_000));
  await failOnce(later(2 * 60_000 + FAILING_PAUSE_MS - 1));
  expect(await endpointRow()).toMatchObject({ failingSince: later(2 * 60_000), pausedAt: null });
  expect((await listNotifications(database.db, world.admin)).items).toEqual([]);

  await failOnce(later(2 * 60_000 + FAILING_PAUSE_MS));
  expect(await endpointRow()).toMatchObject({ pausedReason: "Every delivery failed for five days." });
  const bell = await listNotifications(database.db, world.admin);
  expect(bell.unread).toBe(1);
  expect(bell.items[0]).toMatchObject({ target: "webhook", targetId: id, title: `${origin}/down` });
  // Nobody else is told, and a paused endpoint is not tried again.
  expect((await listNotifications(database.db, world.other)).items).toEqual([]);
  await makeDue();
  expect(await deliverDueWebhooks(database.db, true)).toBe(0);
  // Resumed, it gets five fresh days.
  await updateWebhookEndpoint(database.db, id, { paused: false });
  expect(await endpointRow()).toMatchObject({ pausedAt: null, failingSince: null });
  await database.db.delete(notifications);
});

test("a paused endpoint whose admin is gone is told to every live admin", async () => {
  const world = await libraryWorld(database.db);
  const { id } = await endpoint(["quote.received"], "/orphan");
  await database.db
    .update(webhookEndpoints)
    .set({ failingSince: new Date(Date.now() - FAILING_PAUSE_MS) })
    .where(eq(webhookEndpoints.id, id));
  await enqueueWebhookEvent(database.db, "quote.received", { quoteId: "orphan" });
  await makeDue();
  answers.push(500);
  await deliverDueWebhooks(database.db, true);
  const told = await database.db.select().from(notifications).where(eq(notifications.targetId, id));
  expect(told.map((row) => row.userId)).toContain(world.admin.id);
  expect(told.map((row) => row.userId)).not.toContain(world.me.id);
  await database.db.delete(notifications);
});

test("finished deliveries are deleted once 30 days old; one still waiting for an attempt is kept", async () => {
  const { id } = await endpoint(["quote.received"], "/kept");
  const now = new Date("2026-11-29T12:00:00Z");
  const old = new Date(now.getTime() - DELIVERY_KEPT_MS - 1000);
  const recent = new Date(now.getTime() - DELIVERY_KEPT_MS + 60_000);
  const row = (messageId: string, createdAt: Date, nextAttemptAt: Date | null) => ({
    messageId,
    endpointId: id,
    eventType: "quote.received",
    body: "{}",
    createdAt,
    nextAttemptAt,
  });
  await database.db
    .insert(webhookDeliveries)
    .values([
      row("msg_old_done", old, null),
      row("msg_old_waiting", old, new Date(now.getTime() + 60_000)),
      row("msg_recent_done", recent, null),
    ]);
  expect(await pruneWebhookDeliveries(database.db, now)).toBe(1);
  expect((await deliveriesOf(id)).map((delivery) => delivery.messageId).sort()).toEqual([
    "msg_old_waiting",
    "msg_recent_done",
  ]);
  expect(await pruneWebhookDeliveries(database.db, now)).toBe(0);
});
