// On PostgreSQL too: the live stream is fed through LISTEN/NOTIFY, not inside one process.
/**
 * Activity's feed and live stream over HTTP (docs/engagement.md#the-feed, #live): GET
 * /api/activity/feed names a room's reader and lists only people's engagement, the rep's own;
 * GET /api/activity/stream sends the rep's own engagement as it is written.
 */
import type { ActivityFeed, FeedEntry } from "@/lib/contract/activity";
import { pollUntil } from "../helpers/poll";
import { BROWSER_NAVIGATION_HEADERS, call, expectError, login } from "./portal";
import { makeUser, ownUser, usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();
const OTHER = ownUser("rep", "Olive");

let rep: string;
let other: string;
let admin: string;
let bac: string;
let assetIds: string[];
const made = { room: "", roomSlug: "", link: "", linkSlug: "", share: "", shareSlug: "" };

beforeAll(async () => {
  rep = (await login(REP)).session.access_token;
  admin = (await login(ADMIN)).session.access_token;
  await makeUser(admin, OTHER);
  other = (await login(OTHER)).session.access_token;
  const brands = (await (await call("/api/brands", { token: rep })).json()) as { id: string; code: string }[];
  bac = brands.find((brand) => brand.code === "bac")?.id ?? "";
  const listed = (await (await call(`/api/assets?brandId=${bac}`, { token: rep })).json()) as { id: string }[];
  assetIds = listed.map((asset) => asset.id);
  expect(assetIds.length).toBeGreaterThanOrEqual(2);
});

afterAll(async () => {
  await call(`/api/admin/users/${OTHER.id}`, { method: "DELETE", token: admin });
});

async function feed(token: string, query = ""): Promise<ActivityFeed> {
  const response = await call(`/api/activity/feed${query}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as ActivityFeed;
}

async function makeRoom(token: string, recipientName: string, recipientCompany?: string) {
  const response = await call("/api/rooms", {
    method: "POST",
    token,
    json: { recipientName, recipientCompany, brandId: bac, assetIds: assetIds.slice(0, 2) },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; slug: string; assets: { title: string }[] };
}

const person = { headers: BROWSER_NAVIGATION_HEADERS };
const curl = { headers: { "User-Agent": "curl/8.5.0" } };

test("signed out, the feed and the stream are 401", async () => {
  await expectError(await call("/api/activity/feed"), 401);
  await expectError(await call("/api/activity/stream"), 401);
});

test.each([
  ["?kind=everything", "kind must be all, rooms, shares or links."],
  ["?kind=", "kind must be all, rooms, shares or links."],
  ["?cursor=nope!", "Invalid cursor."],
  [`?cursor=${Buffer.from("1:00000000-0000-4000-8000-000000000000").toString("base64url")}`, "Invalid cursor."],
  [`?cursor=${"a".repeat(101)}`, "Invalid cursor."],
  ["?userId=someone", "Only kind and cursor may be sent."],
])("GET /api/activity/feed%s is a 400 saying why", async (query, message) => {
  await expectError(await call(`/api/activity/feed${query}`, { token: rep }), 400, message);
});

test.each(["?kind=%00", "?cursor=%00abc", "?cursor=%FF%FE", "?kind=rooms&kind=links&kind=%E2%80%AE"])(
  "odd bytes (%s) are a 400, never a 500",
  async (query) => {
    await expectError(await call(`/api/activity/feed${query}`, { token: rep }), 400);
  },
);

test("another site may make a browser open the stream, but cannot read it: no CORS grant", async () => {
  const abort = new AbortController();
  const answer = await call("/api/activity/stream", {
    token: rep,
    signal: abort.signal,
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get("access-control-allow-origin")).toBeNull();
  expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
  abort.abort();
});

describe("the feed", () => {
  let room: Awaited<ReturnType<typeof makeRoom>>;
  beforeAll(async () => {
    room = await makeRoom(rep, "Jordan Alvarez", "Acme");
    made.room = room.id;
    made.roomSlug = room.slug;
    const link = await call("/api/tracked-links", {
      method: "POST",
      token: rep,
      json: { name: "Feed check", originalUrl: "https://example.com/feed" },
    });
    ({ id: made.link, slug: made.linkSlug } = (await link.json()) as { id: string; slug: string });
    const share = await call("/api/assets/share", { method: "POST", token: rep, json: { assetId: assetIds[0] } });
    made.shareSlug = ((await share.json()) as { shareSlug: string }).shareSlug;

    // In order: a click, a share open, a room visit, each by a person; a bot's and the rep's own besides.
    expect((await call(`/go/${made.linkSlug}`, { ...person, redirect: "manual" })).status).toBe(302);
    await call(`/go/${made.linkSlug}`, { ...curl, redirect: "manual" });
    await call(`/go/${made.linkSlug}`, { ...person, token: rep, redirect: "manual" });
    await pollUntil(
      () => feed(rep, "?kind=links"),
      (page) => page.items.length === 1,
      { timeoutMs: 15_000, intervalMs: 100 },
    );
    expect((await call(`/asset/${made.shareSlug}`, person)).status).toBe(200);
    await call(`/asset/${made.shareSlug}`, curl);
    await pollUntil(
      () => feed(rep, "?kind=shares"),
      (page) => page.items.length === 1,
      { timeoutMs: 15_000, intervalMs: 100 },
    );
    expect((await call(`/r/${room.slug}`, person)).status).toBe(200);
    await call(`/r/${room.slug}`, curl);
    await pollUntil(
      () => feed(rep),
      (page) => page.items.length === 3,
      { timeoutMs: 15_000, intervalMs: 100 },
    );
  });

  test("people's engagement only, newest first, the room's reader named", async () => {
    const { items, nextCursor } = await feed(rep);
    expect(nextCursor).toBeNull();
    expect(items.map(({ kind, title, reader, targetId }) => ({ kind, title, reader, targetId }))).toEqual([
      {
        kind: "room",
        title: room.assets[0]?.title,
        reader: { name: "Jordan Alvarez", company: "Acme", email: null },
        targetId: room.id,
      },
      { kind: "share", title: expect.any(String), reader: null, targetId: expect.any(String) },
      { kind: "link", title: "Feed check", reader: null, targetId: made.link },
    ]);
    const times = items.map((item: FeedEntry) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(items[0]?.moreAssets).toBe(1);
  });

  test.each([
    ["rooms", "room"],
    ["shares", "share"],
    ["links", "link"],
  ])("the %s filter lists only its kind", async (kind, only) => {
    const { items } = await feed(rep, `?kind=${kind}`);
    expect(items.map((item) => item.kind)).toEqual([only]);
  });

  test("another rep and an admin never see the rep's lines", async () => {
    expect((await feed(other)).items).toEqual([]);
    expect((await feed(admin)).items).toEqual([]);
  });
});

/** An open stream's text so far, read in the background until it is aborted. */
function openStream(token: string) {
  const abort = new AbortController();
  let text = "";
  const response = call("/api/activity/stream", { token, signal: abort.signal });
  const reading = response.then(async (answer) => {
    const reader = answer.body!.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      // Aborted.
    }
  });
  return {
    response,
    text: () => text,
    close: async () => {
      abort.abort();
      await reading.catch(() => undefined);
    },
  };
}

const engagementEvents = (text: string) =>
  [...text.matchAll(/event: engagement\ndata: (.*)\n\n/g)].map((match) => JSON.parse(match[1]!) as unknown);

test("a person's visit reaches the rep's open stream within 5 s; another rep's stream gets nothing", async () => {
  const room = await makeRoom(rep, "Casey Live");
  const mine = openStream(rep);
  const theirs = openStream(other);
  try {
    const answer = await mine.response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("no-store, no-transform");
    await pollUntil(
      async () => mine.text() + theirs.text(),
      () => mine.text().includes("event: ready") && theirs.text().includes("event: ready"),
      { timeoutMs: 5_000, intervalMs: 50 },
    );
    expect((await call(`/r/${room.slug}`, person)).status).toBe(200);
    await pollUntil(
      async () => engagementEvents(mine.text()),
      (events) => events.length > 0,
      { timeoutMs: 5_000, intervalMs: 50 },
    );
    expect(engagementEvents(mine.text())).toEqual([{ kind: "room", targetId: room.id }]);
    // A bot's visit is not a person's: nothing more is sent.
    await call(`/r/${room.slug}`, curl);
    await call(`/r/${room.slug}`, person);
    await pollUntil(
      async () => engagementEvents(mine.text()),
      (events) => events.length > 1,
      { timeoutMs: 5_000, intervalMs: 50 },
    );
    expect(engagementEvents(mine.text())).toEqual([
      { kind: "room", targetId: room.id },
      { kind: "room", targetId: room.id },
    ]);
    expect(engagementEvents(theirs.text())).toEqual([]);
    expect(mine.text()).not.toContain(REP.id);
  } finally {
    await mine.close();
    await theirs.close();
  }
});

test("a rep holds at most 5 streams at once; a closed one frees its place", async () => {
  const streams = Array.from({ length: 5 }, () => openStream(other));
  try {
    for (const stream of streams) expect((await stream.response).status).toBe(200);
    const sixth = await call("/api/activity/stream", { token: other });
    await expectError(sixth, 429, "At most 5 live updates can be open at once; close a tab to get them here.");
    expect(sixth.headers.get("retry-after")).toBe("30");
    // Another rep is not held by them.
    const mine = openStream(rep);
    expect((await mine.response).status).toBe(200);
    await mine.close();
    await streams.pop()!.close();
    const again = await pollUntil(
      async () => {
        const stream = openStream(other);
        const status = (await stream.response).status;
        if (status !== 200) await stream.close();
        return { stream, status };
      },
      ({ status }) => status === 200,
      { timeoutMs: 5_000, intervalMs: 100 },
    );
    streams.push(again.stream);
  } finally {
    for (const stream of streams) await stream.close();
  }
});
