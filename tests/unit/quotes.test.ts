import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/server/platform/db/client";
import { quotes, trackedLinks } from "@/lib/server/platform/db/schema";
import { HttpError } from "@/lib/server/platform/http-errors";
import { recentQuotes } from "@/lib/server/reports/recent-quotes";
import { linkStats } from "@/lib/server/links/link-stats";
import { BodyTooLarge } from "@/lib/server/platform/request/capped-body";
import { readQuoteWebhook, recordQuote, verifyWebhookSecret } from "@/lib/server/reports/quote-webhook";
import { createTestDatabase } from "../helpers/test-database";
import { libraryWorld, only } from "../helpers/library-fixtures";
import { insertRoomRow } from "../helpers/room-rows";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
});
afterAll(() => database.close());

const externalId = () => `Q-${randomUUID()}`;

async function linkOf(createdBy: string, deleted = false) {
  return only(
    await database.db
      .insert(trackedLinks)
      .values({
        name: "l",
        slug: randomUUID().slice(0, 8),
        originalUrl: "https://example.com",
        createdBy,
        clickCount: 4,
        deletedAt: deleted ? new Date() : null,
      })
      .returning(),
  );
}

function statusOf(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
  return undefined;
}

test("the secret: 503 when unset, 401 when missing or wrong, passes when equal", () => {
  expect(statusOf(() => verifyWebhookSecret("s3cret", undefined))).toBe(503);
  expect(statusOf(() => verifyWebhookSecret(null, "s3cret"))).toBe(401);
  expect(statusOf(() => verifyWebhookSecret("s3cre", "s3cret"))).toBe(401);
  expect(statusOf(() => verifyWebhookSecret("s3cret-and-more", "s3cret"))).toBe(401);
  expect(statusOf(() => verifyWebhookSecret("s3cret", "s3cret"))).toBeUndefined();
});

test.each([
  ["not json", "{", "The request body must be valid JSON."],
  ["missing externalId", "{}", "externalId is required and must be a string."],
  ["numeric externalId", '{"externalId":5}', "externalId is required and must be a string."],
  ["empty externalId", '{"externalId":"  "}', "externalId must not be empty."],
  ["huge externalId", JSON.stringify({ externalId: "x".repeat(201) }), "externalId can be at most 200 characters."],
  ["numeric promoCode", '{"externalId":"a","promoCode":7}', "promoCode must be a string."],
  ["object roomSlug", '{"externalId":"a","roomSlug":{}}', "roomSlug must be a string."],
  [
    "huge roomSlug",
    JSON.stringify({ externalId: "a", roomSlug: "r".repeat(101) }),
    "roomSlug can be at most 100 characters.",
  ],
  ["array body", "[]", "The request body must be a JSON object."],
])("a body with %s is a 400", async (_what, text, message) => {
  const request = new Request("http://portal.test/api/webhooks/quotes", { method: "POST", body: text });
  await expect(readQuoteWebhook(request)).rejects.toThrow(expect.objectContaining({ status: 400, message }));
});

test("a body over 16 KB is refused without being read to its end", async () => {
  let pulled = 0;
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      controller.enqueue(new Uint8Array(4096).fill(32));
    },
  });
  const request = new Request("http://portal.test/api/webhooks/quotes", {
    method: "POST",
    body: endless,
    duplex: "half",
  } as RequestInit);
  await expect(readQuoteWebhook(request)).rejects.toBeInstanceOf(BodyTooLarge);
  expect(pulled).toBeLessThan(10);
});

test("a quote with the rep's link slug is attributed to the link's creator, a deleted link too", async () => {
  const link = await linkOf(world.me.id, true);
  const id = externalId();
  const result = await recordQuote(database.db, {
    externalId: id,
    linkSlug: link.slug,
    promoCode: world.other.promoCode,
  });
  expect(result).toEqual({
    created: true,
    quote: {
      id: expect.any(String),
      externalId: id,
      userId: world.me.id,
      linkId: link.id,
      roomId: null,
      shareId: null,
    },
  });
});

test("a room slug gives the quote to the room's rep, before a link slug and a promo code; revoked too", async () => {
  const room = await insertRoomRow(database.db, {
    userId: world.me.id,
    brandId: world.brandA.id,
    revokedAt: new Date(),
  });
  const link = await linkOf(world.other.id);
  const id = externalId();
  const result = await recordQuote(database.db, {
    externalId: id,
    roomSlug: room.slug,
    linkSlug: link.slug,
    promoCode: world.admin.promoCode,
  });
  expect(result).toEqual({
    created: true,
    quote: {
      id: expect.any(String),
      externalId: id,
      userId: world.me.id,
      linkId: null,
      roomId: room.id,
      shareId: null,
    },
  });
  const [row] = await database.db.select().from(quotes).where(eq(quotes.id, result.quote.id));
  expect(row).toMatchObject({ userId: world.me.id, roomId: room.id, linkId: null });
});

test("an unknown room slug is passed over like an unknown link slug: the link, else the code, decides", async () => {
  const link = await linkOf(world.other.id);
  const byLink = await recordQuote(database.db, {
    externalId: externalId(),
    roomSlug: "no-such-room",
    linkSlug: link.slug,
    promoCode: world.me.promoCode,
  });
  expect(byLink.quote).toMatchObject({ userId: world.other.id, linkId: link.id, roomId: null });
  const byCode = await recordQuote(database.db, {
    externalId: externalId(),
    roomSlug: "no-such-room",
    promoCode: world.me.promoCode,
  });
  expect(byCode.quote).toMatchObject({ userId: world.me.id, linkId: null, roomId: null });
  const nobody = await recordQuote(database.db, { externalId: externalId(), roomSlug: "no-such-room" });
  expect(nobody.quote).toMatchObject({ userId: null, linkId: null, roomId: null });
});

test("the admin's recent quotes show a room's quote by the room's id, never its recipient", async () => {
  const room = await insertRoomRow(database.db, { userId: world.other.id, brandId: world.brandB.id });
  const id = externalId();
  await recordQuote(database.db, { externalId: id, roomSlug: room.slug, promoCode: world.other.promoCode });
  const recent = await recentQuotes(database.db);
  const shown = recent.find((quote) => quote.externalId === id);
  expect(shown).toMatchObject({
    rep: { email: world.other.email },
    attribution: { kind: "room", roomId: room.id },
  });
  expect(JSON.stringify(shown)).not.toMatch(new RegExp(`${room.slug}|Pat Private|Private Co`));
});

test("without a known slug the promo code's owner gets it, in any letter case", async () => {
  const result = await recordQuote(database.db, {
    externalId: externalId(),
    linkSlug: "unknown",
    promoCode: world.other.promoCode.toLowerCase(),
  });
  expect(result.quote).toMatchObject({ userId: world.other.id, linkId: null, roomId: null });
  const [row] = await database.db.select().from(quotes).where(eq(quotes.id, result.quote.id));
  expect(row?.promoCode).toBe(world.other.promoCode.toLowerCase());
});

test("neither a known slug nor a known promo code: stored unattributed", async () => {
  const result = await recordQuote(database.db, { externalId: externalId(), promoCode: "NOPE0000" });
  expect(result.quote).toMatchObject({ userId: null, linkId: null });
});

test("a repeated externalId returns the first quote unchanged, adds no row, also when sent concurrently", async () => {
  const id = externalId();
  const first = await recordQuote(database.db, { externalId: id, promoCode: world.admin.promoCode });
  const again = await recordQuote(database.db, { externalId: id, promoCode: world.me.promoCode });
  expect(again).toEqual({ created: false, quote: first.quote });
  const racing = externalId();
  const results = await Promise.all(Array.from({ length: 5 }, () => recordQuote(database.db, { externalId: racing })));
  expect(results.filter((r) => r.created)).toHaveLength(1);
  expect(new Set(results.map((r) => r.quote.id)).size).toBe(1);
  expect(await database.db.select().from(quotes).where(eq(quotes.externalId, id))).toHaveLength(1);
  expect(await database.db.select().from(quotes).where(eq(quotes.externalId, racing))).toHaveLength(1);
});

test("attributed quotes raise the rep's conversion rate", async () => {
  const rep = (await libraryWorld(database.db)).me;
  await linkOf(rep.id);
  expect(await linkStats(database.db, rep)).toMatchObject({ totalClicks: 4, conversionRate: 0 });
  await recordQuote(database.db, { externalId: externalId(), promoCode: rep.promoCode });
  expect(await linkStats(database.db, rep)).toMatchObject({ totalClicks: 4, conversionRate: 25 });
});
