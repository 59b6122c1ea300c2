/**
 * The admin's webhook endpoints over HTTP (docs/webhooks.md): only admins, specific 400s, the secret
 * shown once, a test event signed and delivered to a local receiver, rotation, replay.
 */
import { Webhook } from "standardwebhooks";
import {
  quoteReceivedEventSchema,
  roomForwardedEventSchema,
  type WebhookDelivery,
  type WebhookEndpoint,
} from "@/lib/contract/webhooks";
import { pollUntil } from "../helpers/poll";
import {
  signatureHeaders,
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from "../helpers/webhook-receiver";
import { BROWSER_NAVIGATION_HEADERS, call, expectError, login, PORTAL_URL, QUOTES_SECRET } from "./portal";
import { usersOfThisFile } from "./file-users";

const { REP, ADMIN } = usersOfThisFile();
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
let admin: string;
let rep: string;
let local: WebhookReceiver;
let receiver: string;
let received: ReceivedWebhook[];

beforeAll(async () => {
  admin = (await login(ADMIN)).session.access_token;
  rep = (await login(REP)).session.access_token;
  local = await startWebhookReceiver();
  receiver = `${local.origin}/crm`;
  received = local.received;
});
afterAll(() => local.close());

const create = (json: unknown, token = admin) => call("/api/admin/webhooks", { method: "POST", token, json });

const ROUTES: [string, string][] = [
  ["GET", "/api/admin/webhooks"],
  ["POST", "/api/admin/webhooks"],
  ["PATCH", `/api/admin/webhooks/${UNKNOWN_ID}`],
  ["DELETE", `/api/admin/webhooks/${UNKNOWN_ID}`],
  ["POST", `/api/admin/webhooks/${UNKNOWN_ID}/test`],
  ["POST", `/api/admin/webhooks/${UNKNOWN_ID}/rotate-secret`],
  ["GET", `/api/admin/webhooks/${UNKNOWN_ID}/deliveries`],
  ["POST", `/api/admin/webhooks/${UNKNOWN_ID}/deliveries/${UNKNOWN_ID}/replay`],
];

test.each(ROUTES)("%s %s: 401 signed out, 403 for a rep", async (method, path) => {
  const json = method === "POST" || method === "PATCH" ? {} : undefined;
  await expectError(await call(path, { method, json }), 401);
  await expectError(await call(path, { method, json, token: rep }), 403, "Administrator privileges are required.");
});

test.each([
  [{ events: ["room.visited"] }, "Please enter the receiver's https URL."],
  [{ url: "not a url", events: ["room.visited"] }, "Please enter the receiver's https URL."],
  [{ url: "ftp://crm.example.com/x", events: ["room.visited"] }, "Please enter the receiver's https URL."],
  [{ url: "https://crm.example.com/x" }, "Choose at least one event."],
  [{ url: "https://crm.example.com/x", events: [] }, "Choose at least one event."],
  [{ url: "https://crm.example.com/x", events: ["everything"] }, "Each event must be one of"],
  [{ url: "https://crm.example.com/x", events: ["ping"] }, "Each event must be one of"],
  [{ url: `https://crm.example.com/${"x".repeat(2100)}`, events: ["room.visited"] }, "at most 2048 characters"],
])("refuses %p with 400", async (json, message) => {
  await expectError(await create(json), 400, message);
});

test("an endpoint: its secret once, a signed test event delivered, rotation, replay, pause and delete", async () => {
  const made = await create({ url: receiver, description: "HubSpot", events: ["room.visited", "room.visited"] });
  expect(made.status).toBe(201);
  const { id, secret, ...rest } = (await made.json()) as { id: string; secret: string; url: string; events: string[] };
  expect(rest).toEqual({ url: receiver, events: ["room.visited"] });
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
  const list = await (await call("/api/admin/webhooks", { token: admin })).text();
  expect(list).not.toContain(secret.slice(6));
  expect((JSON.parse(list) as WebhookEndpoint[]).find((e) => e.id === id)).toMatchObject({
    description: "HubSpot",
    pausedAt: null,
  });

  const tested = await call(`/api/admin/webhooks/${id}/test`, { method: "POST", token: admin });
  expect(tested.status).toBe(200);
  const delivery = (await tested.json()) as WebhookDelivery;
  expect(delivery).toMatchObject({ eventType: "ping", attempts: 1, lastStatus: 200, nextAttemptAt: null });
  const [ping] = received;
  const headers = signatureHeaders(ping!);
  expect(headers["webhook-id"]).toBe(delivery.messageId);
  expect(new Webhook(secret).verify(ping!.body, headers)).toMatchObject({ type: "ping", data: { endpointId: id } });

  const rotated = (await (
    await call(`/api/admin/webhooks/${id}/rotate-secret`, { method: "POST", token: admin })
  ).json()) as { secret: string };
  expect(rotated.secret).not.toBe(secret);
  const replayed = await call(`/api/admin/webhooks/${id}/deliveries/${delivery.id}/replay`, {
    method: "POST",
    token: admin,
  });
  expect(replayed.status).toBe(200);
  expect(((await replayed.json()) as WebhookDelivery).messageId).toBe(delivery.messageId);
  const again = received[1]!;
  const againHeaders = signatureHeaders(again);
  // Both the new secret and, for 24 hours, the old one verify.
  for (const key of [secret, rotated.secret]) expect(new Webhook(key).verify(again.body, againHeaders)).toBeTruthy();
  const deliveries = (await (
    await call(`/api/admin/webhooks/${id}/deliveries`, { token: admin })
  ).json()) as WebhookDelivery[];
  expect(deliveries).toHaveLength(2);

  const paused = await call(`/api/admin/webhooks/${id}`, { method: "PATCH", token: admin, json: { paused: true } });
  expect(((await paused.json()) as WebhookEndpoint).pausedReason).toBe("Paused by an admin.");
  await expectError(
    await call(`/api/admin/webhooks/${id}`, { method: "PATCH", token: admin, json: {} }),
    400,
    "Send a new description, events or paused.",
  );
  expect((await call(`/api/admin/webhooks/${id}`, { method: "DELETE", token: admin })).status).toBeLessThan(300);
  await expectError(
    await call(`/api/admin/webhooks/${id}/deliveries`, { token: admin }),
    404,
    "Webhook endpoint not found.",
  );
  await expectError(
    await call(`/api/admin/webhooks/${UNKNOWN_ID}/deliveries/${UNKNOWN_ID}/replay`, { method: "POST", token: admin }),
    404,
  );
});

const deliveriesOf = async (id: string) =>
  (await (await call(`/api/admin/webhooks/${id}/deliveries`, { token: admin })).json()) as WebhookDelivery[];

/**
 * The endpoint's deliveries once every one is delivered. The list holds every event written for it,
 * pending ones too, so a caller who knows its events are written learns that no other is coming.
 */
const allDelivered = (id: string) =>
  pollUntil(
    () => deliveriesOf(id),
    (found) => found.length > 0 && found.every((delivery) => delivery.deliveredAt !== null),
    { timeoutMs: 15_000, intervalMs: 250 },
  );

// The event tests below only wait (the sender, the settle window), so they run side by side; each
// follows its own endpoint's path and its own room or quote, as the endpoints hear each other's events.
test.concurrent(
  "a quote from the quotes webhook reaches an endpoint that asked for quote.received, signed",
  async () => {
    const made = await create({ url: `${receiver}/quotes`, events: ["quote.received"] });
    const { id, secret } = (await made.json()) as { id: string; secret: string };
    const { promoCode } = (await (await call("/api/user/promo-code", { token: rep })).json()) as { promoCode: string };
    const externalId = `webhook-quote-${Date.now()}`;
    const quoted = await call("/api/webhooks/quotes", {
      method: "POST",
      json: { externalId, promoCode },
      headers: { "x-webhook-secret": QUOTES_SECRET },
    });
    expect(quoted.status).toBe(201);
    // The server's sender sends the outbox every 2 s.
    const delivered = await pollUntil(
      () => received.find((r) => r.body.includes(externalId)),
      (found) => found !== undefined,
      { timeoutMs: 15_000, intervalMs: 200 },
    );
    const headers = signatureHeaders(delivered!);
    expect(quoteReceivedEventSchema.safeParse(JSON.parse(delivered!.body)).success).toBe(true);
    expect(new Webhook(secret).verify(delivered!.body, headers)).toMatchObject({
      type: "quote.received",
      data: {
        externalId,
        rep: { id: REP.id, email: REP.email },
        source: { kind: "promoCode", id: null },
        credits: [],
      },
    });
    // A repeat of the same quote is no new event.
    await call("/api/webhooks/quotes", {
      method: "POST",
      json: { externalId, promoCode },
      headers: { "x-webhook-secret": QUOTES_SECRET },
    });
    expect((await deliveriesOf(id)).map((d) => d.eventType)).toEqual(["quote.received"]);
    await call(`/api/admin/webhooks/${id}`, { method: "DELETE", token: admin });
  },
);

/** A room of this file's rep for `recipientName`, with one asset. */
async function newRoom(recipientName: string) {
  const brands = (await (await call("/api/brands", { token: rep })).json()) as { id: string }[];
  const assets = (await (await call(`/api/assets?brandId=${brands[0]!.id}`, { token: rep })).json()) as {
    id: string;
  }[];
  const made = await call("/api/rooms", {
    method: "POST",
    token: rep,
    json: { recipientName, recipientCompany: "Acme", brandId: brands[0]!.id, assetIds: [assets[0]!.id] },
  });
  return (await made.json()) as { id: string; slug: string };
}

test.concurrent("a person's room visit reaches the CRM once settled, signed; a mail scanner's does not", async () => {
  const made = await create({ url: `${receiver}/visits`, events: ["room.visited"] });
  const { id, secret } = (await made.json()) as { id: string; secret: string };
  const room = await newRoom("Wanda Webhook");
  const ofWanda = () => received.filter((r) => r.path === "/crm/visits" && r.body.includes("Wanda Webhook"));
  const scanner = await fetch(`${PORTAL_URL}/r/${room.slug}`, {
    headers: { "User-Agent": "Mozilla/5.0 (compatible; Proofpoint URL Defense)", "X-Forwarded-For": "10.88.0.1" },
  });
  expect(scanner.status).toBe(200);
  const person = await fetch(`${PORTAL_URL}/r/${room.slug}`, {
    headers: { ...BROWSER_NAVIGATION_HEADERS, "X-Forwarded-For": "10.88.0.2" },
  });
  expect(person.status).toBe(200);
  // Settled 10 s after the visit, then the next round of the sender.
  await pollUntil(
    () => ofWanda(),
    (found) => found.length > 0,
    { timeoutMs: 25_000, intervalMs: 250 },
  );
  // Both visits' events were written with them, long before this one was due: none is left waiting.
  await allDelivered(id);
  const visits = ofWanda();
  expect(visits).toHaveLength(1);
  const headers = signatureHeaders(visits[0]!);
  expect(new Webhook(secret).verify(visits[0]!.body, headers)).toMatchObject({
    type: "room.visited",
    data: {
      room: { id: room.id, recipientName: "Wanda Webhook", recipientCompany: "Acme" },
      device: 1,
      rep: { id: REP.id, email: REP.email },
    },
  });
  await call(`/api/admin/webhooks/${id}`, { method: "DELETE", token: admin });
});

test.concurrent(
  "a room's first device makes room.visited only; a second device one room.forwarded, a third none",
  async () => {
    const made = await create({ url: `${receiver}/forwarded`, events: ["room.visited", "room.forwarded"] });
    const { id, secret } = (await made.json()) as { id: string; secret: string };
    const room = await newRoom("Fiona Forward");
    const ofRoom = (type: string) =>
      received.filter(
        (r) => r.path === "/crm/forwarded" && r.body.includes("Fiona Forward") && JSON.parse(r.body).type === type,
      );
    const visit = (network: string, cookie?: string) =>
      fetch(`${PORTAL_URL}/r/${room.slug}`, {
        headers: { ...BROWSER_NAVIGATION_HEADERS, "X-Forwarded-For": network, ...(cookie ? { Cookie: cookie } : {}) },
      });
    const first = await visit("10.89.0.1");
    const device = first.headers.get("set-cookie")!.split(";")[0]!;
    expect(device).toMatch(/^room_device=/);
    await visit("10.89.0.1", device); // the same device again
    // Device numbers and the forwarding visit follow the stored visits' times, so the other devices
    // need not wait for the first one's events.
    await visit("10.89.0.2"); // a second device, on another network
    await visit("10.89.0.3"); // a third
    await pollUntil(
      () => ofRoom("room.visited"),
      (found) => found.length === 4,
      { timeoutMs: 25_000, intervalMs: 250 },
    );
    await allDelivered(id); // every event of the four visits was written with it: none is left waiting
    const visited = ofRoom("room.visited").map(
      (r) => JSON.parse(r.body) as { data: { visitId: string; device: number } },
    );
    expect(visited.map((one) => one.data.device).sort((a, b) => a - b)).toEqual([1, 1, 2, 3]);
    const forwarded = ofRoom("room.forwarded");
    expect(forwarded).toHaveLength(1);
    const headers = signatureHeaders(forwarded[0]!);
    const event = new Webhook(secret).verify(forwarded[0]!.body, headers);
    expect(roomForwardedEventSchema.safeParse(event).success).toBe(true);
    expect(event).toMatchObject({
      type: "room.forwarded",
      data: {
        visitId: visited.find((one) => one.data.device === 2)!.data.visitId,
        room: { id: room.id, recipientName: "Fiona Forward" },
        newNetwork: true,
        rep: { id: REP.id },
      },
    });
    await call(`/api/admin/webhooks/${id}`, { method: "DELETE", token: admin });
  },
);

test("an endpoint added just after the hit writer read the subscriptions hears the next open", async () => {
  const brands = (await (await call("/api/brands", { token: rep })).json()) as { id: string }[];
  const assets = (await (await call(`/api/assets?brandId=${brands[0]!.id}`, { token: rep })).json()) as {
    id: string;
  }[];
  const shared = await call("/api/assets/share", { method: "POST", token: rep, json: { assetId: assets[0]!.id } });
  const { shareSlug } = (await shared.json()) as { shareSlug: string };
  const open = (network: string) =>
    fetch(`${PORTAL_URL}/asset/${shareSlug}`, {
      headers: { ...BROWSER_NAVIGATION_HEADERS, "X-Forwarded-For": network },
    });
  // A person's open: its batch (every 100 ms) reads which events the endpoints want, none share.opened.
  expect((await open("10.90.0.1")).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const made = await create({ url: `${receiver}/opens`, events: ["share.opened"] });
  const { id } = (await made.json()) as { id: string };
  expect((await open("10.90.0.2")).status).toBe(200);
  // The admin's change reaches the writer at once (not after that read's 5 s): the event is written.
  const written = await pollUntil(
    () => deliveriesOf(id),
    (found) => found.length > 0,
    { timeoutMs: 10_000, intervalMs: 100 },
  );
  expect(written.map((delivery) => delivery.eventType)).toEqual(["share.opened"]);
  await call(`/api/admin/webhooks/${id}`, { method: "DELETE", token: admin });
});

test("GET /api/webhooks/schema publishes each sent event's JSON Schema, signed out too", async () => {
  const response = await call("/api/webhooks/schema");
  expect(response.status).toBe(200);
  const schemas = (await response.json()) as Record<string, { properties: { type: { const: string } } }>;
  expect(Object.keys(schemas).sort()).toEqual([
    "ping",
    "quote.received",
    "room.forwarded",
    "room.visited",
    "share.opened",
  ]);
  for (const [type, schema] of Object.entries(schemas)) expect(schema.properties.type.const).toBe(type);
});
