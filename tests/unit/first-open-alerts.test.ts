import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { alertMessage } from "@/lib/server/alerts/alert-message";
import { firstOpenAlerts } from "@/lib/server/alerts/first-open-alerts";
import { unsubscribeKey, userOfUnsubscribeToken } from "@/lib/server/alerts/unsubscribe-token";
import { listNotifications, markAllRead, setAlertSettings } from "@/lib/server/alerts/alert-inbox";
import type { Hit } from "@/lib/server/engagement/hit-buffer";
import { databaseHitWriter } from "@/lib/server/engagement/hit-store";
import type { Database } from "@/lib/server/platform/db/client";
import { profiles, shareLinks, trackedLinks } from "@/lib/server/platform/db/schema";
import type { MailMessage } from "@/lib/server/platform/mail/mailer";
import { shareAsset } from "@/lib/server/shares/share-links";
import type { Profile } from "@/lib/server/auth/profiles";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset, libraryWorld, only } from "../helpers/library-fixtures";
import { pollUntil } from "../helpers/poll";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
const sent: MailMessage[] = [];
let writer: ReturnType<typeof databaseHitWriter>;
/** Writes hits, then settles the first hits they made (as the buffer does once their window has passed). */
const write = async (hits: Hit[]) => {
  const firsts = await writer(hits);
  await writer([], { unfurled: [], settled: firsts });
};
const settings = {
  origin: "https://portal.example.com",
  unsubscribeKey: unsubscribeKey("server secret"),
  timeZone: "America/New_York",
};

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
  await database.db.update(profiles).set({ firstName: "Riley" }).where(eq(profiles.id, world.me.id));
  writer = databaseHitWriter(
    database.db,
    firstOpenAlerts({ send: async (message) => void sent.push(message) }, settings),
  );
});
afterAll(() => database.close());
beforeEach(() => {
  sent.length = 0;
});

const newLink = async (owner: Profile, name: string) =>
  only(
    await database.db
      .insert(trackedLinks)
      .values({ name, slug: randomUUID().slice(0, 8), originalUrl: "https://example.com", createdBy: owner.id })
      .returning(),
  );

const hit = (target: Hit["target"], targetId: string, at: string, extra: Partial<Hit> = {}): Hit => ({
  target,
  targetId,
  occurredAt: new Date(at),
  hitClass: "human",
  reason: "person",
  visitor: "v1",
  referrer: null,
  device: "desktop",
  ...extra,
});

/** Waits for the e-mails sent after the write's commit (they go out in the background). */
const mailsSettled = async (count: number) => {
  await pollUntil(
    () => sent.length,
    (n) => n >= count,
  );
  await new Promise((resolve) => setImmediate(resolve));
  return sent.map((m) => [m.to, m.subject]);
};

const actor = async (who: Profile) => only(await database.db.select().from(profiles).where(eq(profiles.id, who.id)));

test("a link's first human click of a day alerts its rep once: a notification and one e-mail", async () => {
  const link = await newLink(world.me, "Spring Sale");
  await write([
    hit("link", link.id, "2026-03-01T09:00:00Z", { hitClass: "scanner" }),
    hit("link", link.id, "2026-03-01T09:00:01Z", { hitClass: "unfurler" }),
  ]);
  expect((await listNotifications(database.db, world.me)).unread).toBe(0);
  await write([
    hit("link", link.id, "2026-03-01T10:00:00Z"),
    hit("link", link.id, "2026-03-01T10:00:01Z", { visitor: "v2" }),
  ]);
  await write([hit("link", link.id, "2026-03-01T11:00:00Z")]);
  expect(await mailsSettled(1)).toEqual([[world.me.email, 'Your tracked link "Spring Sale" was clicked today']]);
  const list = await listNotifications(database.db, world.me);
  expect(list.unread).toBe(1);
  expect(list.items).toEqual([
    expect.objectContaining({ target: "link", title: "Spring Sale", day: "2026-03-01", read: false }),
  ]);

  sent.length = 0;
  await write([hit("link", link.id, "2026-03-02T08:00:00Z")]);
  expect(await mailsSettled(1)).toHaveLength(1);
  expect((await listNotifications(database.db, world.me)).unread).toBe(2);
  const read = await markAllRead(database.db, world.me);
  expect(read.unread).toBe(0);
  expect(read.items.every((n) => n.read)).toBe(true);
});

test("a first GET found an unfurler's before it settles alerts nobody; the next person is the first", async () => {
  const link = await newLink(world.me, "Preview Bait");
  const get = hit("link", link.id, "2026-03-05T10:00:00Z", { visitor: "preview" });
  const firsts = await writer([get]);
  expect(firsts).toEqual([expect.objectContaining({ target: "link", targetId: link.id, day: "2026-03-05" })]);
  await writer([hit("link", link.id, "2026-03-05T10:00:01Z", { visitor: "preview", hitClass: "head" })], {
    unfurled: [get],
    settled: [],
  });
  await writer([], { unfurled: [], settled: firsts });
  const titles = async () => (await listNotifications(database.db, world.me)).items.map((n) => n.title);
  expect(await titles()).not.toContain("Preview Bait");

  await write([hit("link", link.id, "2026-03-05T12:00:00Z", { visitor: "person" })]);
  expect(await titles()).toContain("Preview Bait");
  expect(await mailsSettled(1)).toEqual([[world.me.email, 'Your tracked link "Preview Bait" was clicked today']]);
});

test("own, bot and HEAD hits never alert", async () => {
  const link = await newLink(world.other, "Quiet");
  await write(
    ["own", "bot", "head"].map((hitClass, i) =>
      hit("link", link.id, `2026-03-01T10:00:0${i}Z`, { hitClass: hitClass as Hit["hitClass"] }),
    ),
  );
  expect((await listNotifications(database.db, world.other)).items).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sent).toEqual([]);
});

test("a share's first open alerts with the asset's title; with e-mail alerts off, no e-mail", async () => {
  const assetId = await addAsset(database.db, { title: "Price List", allBrands: true });
  const { shareSlug } = await shareAsset(database.db, world.other, assetId);
  const share = only(await database.db.select().from(shareLinks).where(eq(shareLinks.slug, shareSlug)));
  await setAlertSettings(database.db, await actor(world.other), { emailAlerts: false });
  await write([hit("share", share.id, "2026-03-03T10:00:00Z")]);
  const list = await listNotifications(database.db, world.other);
  expect(list.items.map((n) => [n.target, n.title, n.day])).toEqual([["share", "Price List", "2026-03-03"]]);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sent).toEqual([]);

  await setAlertSettings(database.db, await actor(world.other), { emailAlerts: true });
  await write([hit("share", share.id, "2026-03-04T10:00:00Z")]);
  expect(await mailsSettled(1)).toEqual([[world.other.email, 'Your shared asset "Price List" was opened today']]);
});

test("each user sees only their own notifications", async () => {
  const mine = (await listNotifications(database.db, world.me)).items.map((n) => n.title);
  expect(mine).not.toContain("Price List");
  expect((await listNotifications(database.db, world.admin)).items).toEqual([]);
});

test("the alert e-mail: what, when in the rep's time zone, Activity, the real switch, one-click unsubscribe", () => {
  const message = alertMessage(
    {
      target: "share",
      title: "Flyer\r\nBcc: x@evil.example",
      at: new Date("2026-11-26T20:04:00Z"),
      userId: world.me.id,
      email: "r@example.com",
      firstName: "Riley",
    },
    settings,
  );
  expect(message.subject).toBe('Your shared asset "Flyer Bcc: x@evil.example" was opened today');
  expect(message.text).toContain("Hello Riley,");
  expect(message.text).toContain(
    'Bcc: x@evil.example" was opened for the first time today: ' +
      "Thursday, November 26, 2026 at 3:04 PM EST (America/New_York).\n",
  );
  expect(message.text.match(/was opened/g)).toHaveLength(1);
  expect(message.text).not.toContain("UTC");
  expect(message.text).toContain("on Activity: https://portal.example.com/activity\n");
  expect(message.text).toContain("open the user menu");
  expect(message.text).toContain('"E-mail me when a link or share is first opened each day"');
  expect(message.text).not.toContain("settings menu");
  const unsubscribe = /^<(https:\/\/portal\.example\.com\/api\/alerts\/unsubscribe\?token=([^>]+))>$/.exec(
    message.headers?.["List-Unsubscribe"] ?? "",
  );
  expect(unsubscribe).not.toBeNull();
  expect(message.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  expect(message.text).toContain(unsubscribe![1]);
  const token = decodeURIComponent(unsubscribe![2]!);
  expect(userOfUnsubscribeToken(settings.unsubscribeKey, token)).toBe(world.me.id);
  expect(userOfUnsubscribeToken(unsubscribeKey("another server"), token)).toBeUndefined();
});

test("the alert e-mail tells the time in the rep's own time zone when they have set one, naming it", () => {
  const alert = {
    target: "link" as const,
    title: "Spring offer",
    at: new Date("2026-11-26T20:04:00Z"),
    userId: world.me.id,
    email: "r@example.com",
    firstName: null,
  };
  expect(alertMessage({ ...alert, timeZone: "Asia/Kolkata" }, settings).text).toContain(
    "clicked for the first time today: Friday, November 27, 2026 at 1:34 AM GMT+5:30 (Asia/Kolkata).\n",
  );
  expect(alertMessage({ ...alert, timeZone: "UTC" }, settings).text).toContain(
    "clicked for the first time today: Thursday, November 26, 2026 at 8:04 PM UTC.\n",
  );
  expect(alertMessage({ ...alert, timeZone: null }, settings).text).toContain("3:04 PM EST (America/New_York).\n");
});

test.each([
  ["", "empty"],
  ["not-a-token", "no signature"],
  ["00000000-0000-4000-8000-000000000000.AAAA", "a made-up signature"],
  ["%00.%ff", "odd bytes"],
  ["a.b.c", "three parts"],
])("the unsubscribe token %p (%s) names nobody", (token) => {
  expect(userOfUnsubscribeToken(settings.unsubscribeKey, token)).toBeUndefined();
});

test("a token signed for one user does not work with another user's id", () => {
  const key = settings.unsubscribeKey;
  const mine = alertMessage(
    { target: "link", title: "x", at: new Date(), userId: world.me.id, email: "a@b.c", firstName: null },
    settings,
  ).headers!["List-Unsubscribe"]!;
  const signatureOfMine = decodeURIComponent(/token=([^>]+)/.exec(mine)![1]!).split(".")[1];
  expect(userOfUnsubscribeToken(key, `${world.other.id}.${signatureOfMine}`)).toBeUndefined();
});
