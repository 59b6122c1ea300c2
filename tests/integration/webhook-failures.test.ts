// On PostgreSQL too: the outbox is taken with row locks and outlives a killed server.
/**
 * Webhook deliveries when the receiver fails (docs/webhooks.md#delivery), on a server of this file's
 * own so that it can be stopped, killed and restarted: a 500 then a 200 is two attempts with one
 * `webhook-id` and the 2xx clears the endpoint's failing time; an endpoint failing for five days
 * (its stored failing time moved back) is paused and its admin told in the bell; an event waiting
 * in the outbox when the server is killed is delivered after the restart.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { openDatabase } from "@/lib/server/platform/db/client";
import { webhookEndpoints } from "@/lib/server/platform/db/schema";
import { FAILING_PAUSED_REASON, type WebhookDelivery, type WebhookEndpoint } from "@/lib/contract/webhooks";
import type { Notifications } from "@/lib/contract/notifications";
import { pollUntil } from "../helpers/poll";
import { BROWSER_NAVIGATION_HEADERS } from "../helpers/navigation-headers";
import { signatureHeaders, startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";
import { DEMO_ADMIN, DEMO_REP, QUOTES_SECRET } from "./portal";
import { ownDatabase, type OwnDatabase } from "./own-database";
import { startSecondServer, type RunningServer } from "./second-server";

const DAY_MS = 24 * 60 * 60 * 1000;
const CRON_SECRET = "webhook-failures-cron-secret";
let own: OwnDatabase;
const onPostgres = () => own.target.kind === "postgres";
let server: RunningServer;
let admin: string;
let up: WebhookReceiver;
let down: WebhookReceiver;

async function signIn(credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(credentials),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { session: { access_token: string } }).session.access_token;
}

/** Starts (or starts again) this file's server on its database, with the demo's users. */
async function start(): Promise<void> {
  server = await startSecondServer({
    ...own.env,
    SEED_DEMO: "true",
    AUTH_JWT_PRIVATE_KEY: process.env.PORTAL_JWK ?? "",
    SITE_URL: "",
    SUPABASE_URL: "",
    QUOTES_WEBHOOK_SECRET: QUOTES_SECRET,
    WEBHOOK_ALLOW_PRIVATE_URLS: "true",
    CRON_SECRET,
  });
  admin = await signIn(DEMO_ADMIN);
}

beforeAll(async () => {
  up = await startWebhookReceiver(200);
  down = await startWebhookReceiver(503);
  own = await ownDatabase("portal_webhook_failures");
  await start();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await up?.close();
  await down?.close();
  await own?.remove();
});

function call(
  pathname: string,
  init: { method?: string; token?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers["Content-Type"] = "application/json";
  return fetch(`${server.url}${pathname}`, {
    method: init.method ?? "GET",
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

async function addEndpoint(url: string, events: string[]): Promise<{ id: string; secret: string }> {
  const made = await call("/api/admin/webhooks", { method: "POST", token: admin, json: { url, events } });
  expect(made.status).toBe(201);
  return (await made.json()) as { id: string; secret: string };
}

async function endpointListed(id: string): Promise<WebhookEndpoint> {
  const listed = (await (await call("/api/admin/webhooks", { token: admin })).json()) as WebhookEndpoint[];
  return listed.find((endpoint) => endpoint.id === id)!;
}

const deliveriesOf = async (id: string) =>
  (await (await call(`/api/admin/webhooks/${id}/deliveries`, { token: admin })).json()) as WebhookDelivery[];

const POLL = { timeoutMs: 30_000, intervalMs: 200 };

/**
 * Sends the due deliveries now, as Vercel's cron does, rather than at the sender's next look (every
 * 2 s); the sender may still take one first, and either sends it once.
 */
async function sendDueNow(): Promise<void> {
  const sent = await call("/api/cron/webhooks", { headers: { Authorization: `Bearer ${CRON_SECRET}` } });
  expect(sent.status).toBe(200);
}

test("a 500 then a 200: two attempts with one webhook-id, and the 2xx ends the endpoint's failing", async () => {
  const { id, secret } = await addEndpoint(`${up.origin}/flaky`, ["quote.received"]);
  up.answers.push(500);
  const externalId = `failures-${Date.now()}`;
  const quoted = await fetch(`${server.url}/api/webhooks/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-webhook-secret": QUOTES_SECRET },
    body: JSON.stringify({ externalId, promoCode: "NOBODY0000" }),
  });
  expect(quoted.status).toBe(201);
  await sendDueNow();
  const ofQuote = () => up.received.filter((request) => request.body.includes(externalId));
  expect(await pollUntil(ofQuote, (found) => found.length === 1, POLL)).toHaveLength(1);
  // The failed attempt starts the endpoint's failing spell, as the list shows it.
  const failing = await pollUntil(
    () => endpointListed(id),
    (endpoint) => endpoint.failingSince !== null,
    POLL,
  );
  expect(Date.now() - Date.parse(failing.failingSince ?? "")).toBeLessThan(60_000);
  // Retried 5 s later: sent once due (at most 5 s from now, whatever the list says meanwhile).
  const [waiting] = await deliveriesOf(id);
  const due = Math.min(Date.parse(waiting?.nextAttemptAt ?? "") - Date.now(), 5_000);
  await new Promise((resolve) => setTimeout(resolve, due));
  await sendDueNow();
  const attempts = await pollUntil(ofQuote, (found) => found.length === 2, POLL);
  expect(attempts).toHaveLength(2);
  const [first, second] = attempts;
  expect(second!.headers["webhook-id"]).toBe(first!.headers["webhook-id"]);
  for (const attempt of [first!, second!]) expect(new Webhook(secret).verify(attempt.body, signatureHeaders(attempt)));
  const [delivery] = await pollUntil(
    () => deliveriesOf(id),
    ([only]) => only?.deliveredAt != null,
    POLL,
  );
  expect(delivery).toMatchObject({
    attempts: 2,
    lastStatus: 200,
    nextAttemptAt: null,
    messageId: first!.headers["webhook-id"],
  });
  expect(await endpointListed(id)).toMatchObject({ failingSince: null, pausedAt: null });
  await call(`/api/admin/webhooks/${id}`, { method: "DELETE", token: admin });
});

/**
 * Runs `change` on the server's database: beside the running server on PostgreSQL; on PGlite, whose
 * data directory has one owner, with the server stopped, then started again.
 */
async function inDatabase(change: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<void>) {
  if (!onPostgres()) await server.stop();
  const { db, close } = await openDatabase(own.target);
  await change(db);
  await close();
  if (onPostgres()) return;
  // This process took the data directory's lock and holds it until it exits: hand it back to the server.
  fs.rmSync(path.join(own.dataDir, "portal.lock"), { force: true });
  await start();
}

test("an endpoint failing for five days is paused, its admin told in the bell, the tab told why", async () => {
  const { id } = await addEndpoint(`${down.origin}/crm`, ["room.visited"]);
  const sendTest = async () =>
    (await (await call(`/api/admin/webhooks/${id}/test`, { method: "POST", token: admin })).json()) as WebhookDelivery;
  expect(await sendTest()).toMatchObject({ attempts: 1, lastStatus: 503, deliveredAt: null });
  const since = (await endpointListed(id)).failingSince;
  expect(since).not.toBeNull();
  // A failure within the five days pauses nothing.
  expect(await sendTest()).toMatchObject({ lastStatus: 503 });
  expect(await endpointListed(id)).toMatchObject({ failingSince: since, pausedAt: null });

  // Five days pass without a success.
  const fiveDaysAgo = new Date(Date.parse(since!) - 5 * DAY_MS);
  await inDatabase((db) =>
    db
      .update(webhookEndpoints)
      .set({ failingSince: fiveDaysAgo })
      .where(eq(webhookEndpoints.id, id))
      .then(() => {}),
  );
  expect(await sendTest()).toMatchObject({ lastStatus: 503 });
  const paused = await endpointListed(id);
  expect(paused).toMatchObject({ pausedReason: FAILING_PAUSED_REASON, failingSince: fiveDaysAgo.toISOString() });
  expect(paused.pausedAt).not.toBeNull();
  const bell = (await (await call("/api/notifications", { token: admin })).json()) as Notifications;
  expect(bell.items.filter((item) => item.targetId === id)).toEqual([
    expect.objectContaining({ target: "webhook", title: `${down.origin}/crm` }),
  ]);
  expect(bell.unread).toBeGreaterThanOrEqual(1);
  // The rep hears nothing of it.
  const rep = (await (await call("/api/notifications", { token: await signIn(DEMO_REP) })).json()) as Notifications;
  expect(rep.items.filter((item) => item.targetId === id)).toEqual([]);
  // Resumed, it starts afresh.
  await call(`/api/admin/webhooks/${id}`, { method: "PATCH", token: admin, json: { paused: false } });
  expect(await endpointListed(id)).toMatchObject({ pausedAt: null, pausedReason: null, failingSince: null });
  await call(`/api/admin/webhooks/${id}`, { method: "DELETE", token: admin });
});

test("an event waiting in the outbox when the server is killed is delivered once after the restart", async () => {
  const { id, secret } = await addEndpoint(`${up.origin}/after-crash`, ["room.visited"]);
  const rep = await signIn(DEMO_REP);
  const [brand] = (await (await call("/api/brands", { token: rep })).json()) as { id: string }[];
  const [asset] = (await (await call(`/api/assets?brandId=${brand!.id}`, { token: rep })).json()) as { id: string }[];
  const made = await call("/api/rooms", {
    method: "POST",
    token: rep,
    json: { recipientName: "Kim Killed", brandId: brand!.id, assetIds: [asset!.id] },
  });
  const room = (await made.json()) as { slug: string };
  const visit = await fetch(`${server.url}/r/${room.slug}`, { headers: BROWSER_NAVIGATION_HEADERS });
  expect(visit.status).toBe(200);
  // Written with the visit, due once settled (10 s): still waiting when the server dies.
  const [waiting] = await pollUntil(
    () => deliveriesOf(id),
    (found) => found.length === 1,
    POLL,
  );
  expect(waiting).toBeDefined();
  expect(waiting).toMatchObject({ eventType: "room.visited", attempts: 0, deliveredAt: null });
  await server.kill();
  await server.stop();
  expect(up.received.filter((request) => request.path === "/after-crash")).toEqual([]);

  if (!onPostgres()) fs.rmSync(path.join(own.dataDir, "portal.lock"), { force: true });
  await start();
  const ofVisit = () => up.received.filter((request) => request.path === "/after-crash");
  const [delivered] = await pollUntil(ofVisit, (found) => found.length === 1, POLL);
  expect(delivered).toBeDefined();
  expect(delivered!.headers["webhook-id"]).toBe(waiting!.messageId);
  expect(new Webhook(secret).verify(delivered!.body, signatureHeaders(delivered!))).toMatchObject({
    type: "room.visited",
    data: { room: { recipientName: "Kim Killed" }, device: 1 },
  });
  // Its one row, sent once and done: nothing more of it is coming.
  const [done, ...others] = await pollUntil(
    () => deliveriesOf(id),
    ([only]) => only?.deliveredAt != null,
    POLL,
  );
  expect(others).toEqual([]);
  expect(done).toMatchObject({ id: waiting!.id, attempts: 1, lastStatus: 200, nextAttemptAt: null });
  expect(ofVisit()).toHaveLength(1);
}, 90_000);
