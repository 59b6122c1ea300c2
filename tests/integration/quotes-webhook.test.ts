import { randomUUID } from "node:crypto";
import { pollUntil } from "../helpers/poll";
import { BROWSER_NAVIGATION_HEADERS, call, login, QUOTES_SECRET as SECRET, sendQuote as send } from "./portal";
import { makeUser, ownUser, usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

const BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";

interface Stats {
  totalClicks: number;
  conversionRate: number;
}

let promoCode: string;
let repId: string;

beforeAll(async () => {
  const session = await login(REP);
  promoCode = session.user.promoCode;
  repId = session.user.id;
});

test.each([
  ["missing", null, "The x-webhook-secret header is missing."],
  ["wrong", "not-the-secret", "The webhook secret is wrong."],
  ["a prefix of the right", SECRET.slice(0, -1), "The webhook secret is wrong."],
])("a %s secret is a 401 and stores nothing, even with a bad body", async (_what, secret, message) => {
  const externalId = `Q-${randomUUID()}`;
  for (const body of [JSON.stringify({ externalId }), "{not json"]) {
    const response = await send(body, secret);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "invalid_webhook_secret", message } });
  }
  const stored = await send(JSON.stringify({ externalId }));
  expect(stored.status).toBe(201);
});

test.each([
  ["malformed JSON", "{", "The request body must be valid JSON."],
  ["no externalId", JSON.stringify({ promoCode: "X" }), "externalId is required and must be a string."],
  ["a numeric externalId", JSON.stringify({ externalId: 12 }), "externalId is required and must be a string."],
  ["a huge externalId", JSON.stringify({ externalId: "q".repeat(201) }), "externalId can be at most 200 characters."],
  ["an object linkSlug", JSON.stringify({ externalId: "x", linkSlug: {} }), "linkSlug must be a string."],
  ["a numeric roomSlug", JSON.stringify({ externalId: "x", roomSlug: 7 }), "roomSlug must be a string."],
])("%s is a 400 with a clear message", async (_what, body, message) => {
  const response = await send(body);
  expect(response.status).toBe(400);
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
});

test("a quote is stored once per externalId: 201 first, then 200 with the same quote", async () => {
  const externalId = `Q-${randomUUID()}`;
  const first = await send(JSON.stringify({ externalId, promoCode: promoCode.toLowerCase() }));
  expect(first.status).toBe(201);
  const quote = await first.json();
  expect(quote).toEqual({
    id: expect.any(String),
    externalId,
    userId: repId,
    linkId: null,
    roomId: null,
    shareId: null,
  });
  const again = await send(JSON.stringify({ externalId, promoCode: "SOMEONE-ELSE" }));
  expect(again.status).toBe(200);
  expect(await again.json()).toEqual(quote);
});

test("quotes attributed by link slug and by promo code raise the rep's conversion rate", async () => {
  // A rep of this test alone: the tests above sent quotes for the file's rep.
  const seller = await makeUser((await login(ADMIN)).session.access_token, ownUser("rep", "Quincy"));
  const sellerToken = (await login(seller)).session.access_token;
  const sellerStats = async (): Promise<Stats> =>
    (await (await call("/api/link-tracking/stats", { token: sellerToken })).json()) as Stats;
  const created = await call("/api/tracked-links", {
    method: "POST",
    token: sellerToken,
    json: { name: "Quote source", originalUrl: "https://example.com/q" },
  });
  const link = (await created.json()) as { id: string; slug: string };
  for (let i = 0; i < 4; i++)
    expect(
      (await call(`/go/${link.slug}`, { headers: { ...BROWSER_NAVIGATION_HEADERS, "User-Agent": BROWSER } })).status,
    ).toBe(302);
  const before = await pollUntil(sellerStats, (s) => s.totalClicks >= 4, { timeoutMs: 10_000, intervalMs: 100 });
  expect(before).toMatchObject({ totalClicks: 4, conversionRate: 0 });

  const bySlug = await send(JSON.stringify({ externalId: `Q-${randomUUID()}`, linkSlug: link.slug }));
  expect(await bySlug.json()).toMatchObject({ userId: seller.id, linkId: link.id, roomId: null });
  expect(await sellerStats()).toMatchObject({ totalClicks: 4, conversionRate: 25 });

  await send(JSON.stringify({ externalId: `Q-${randomUUID()}`, promoCode: seller.promoCode }));
  const afterCode = await sellerStats();
  expect(afterCode).toMatchObject({ totalClicks: 4, conversionRate: 50 });

  const unattributed = await send(
    JSON.stringify({ externalId: `Q-${randomUUID()}`, roomSlug: "no-such-room", promoCode: "NOBODY0000" }),
  );
  expect(unattributed.status).toBe(201);
  expect(await unattributed.json()).toMatchObject({ userId: null, linkId: null, roomId: null });
  expect(await sellerStats()).toEqual(afterCode);
});
