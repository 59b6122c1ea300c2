import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { alertMessage } from "@/lib/server/alerts/alert-message";
import { firstOpenAlerts } from "@/lib/server/alerts/first-open-alerts";
import { listNotifications, setAlertSettings } from "@/lib/server/alerts/alert-inbox";
import { unsubscribeKey } from "@/lib/server/alerts/unsubscribe-token";
import type { Hit } from "@/lib/server/engagement/hit-buffer";
import { databaseHitWriter } from "@/lib/server/engagement/hit-store";
import type { Database } from "@/lib/server/platform/db/client";
import {
  notifications,
  profiles,
  roomAssets,
  roomAssetViews,
  rooms,
  roomVisits,
  shareLinks,
  shareOpens,
} from "@/lib/server/platform/db/schema";
import type { MailMessage } from "@/lib/server/platform/mail/mailer";
import { pagesReadPhrase } from "@/lib/server/pages/pages-read-alerts";
import { shareAsset } from "@/lib/server/shares/share-links";
import { addAsset, libraryWorld, only } from "../helpers/library-fixtures";
import { addReadyPdf, insertRoomPageViews, insertSharePageViews } from "../helpers/page-rows";
import { pollUntil } from "../helpers/poll";
import { createTestDatabase } from "../helpers/test-database";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
let writer: ReturnType<typeof databaseHitWriter>;
const sent: MailMessage[] = [];
const settings = { origin: "https://portal.example.com", unsubscribeKey: unsubscribeKey("secret"), timeZone: "UTC" };

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
  writer = databaseHitWriter(
    database.db,
    firstOpenAlerts({ send: async (message) => void sent.push(message) }, settings),
  );
});
afterAll(() => database.close());
beforeEach(() => {
  sent.length = 0;
});

const hit = (target: Hit["target"], targetId: string, at: string, extra: Partial<Hit> = {}): Hit => ({
  target,
  targetId,
  occurredAt: new Date(at),
  hitClass: "human",
  reason: "person",
  visitor: "v1",
  referrer: null,
  device: "mobile",
  ...extra,
});

/** Writes a first hit, lets `meanwhile` report before the alert settles, then settles it and waits for its e-mail. */
async function alertAfter(first: Hit, meanwhile: () => Promise<void>): Promise<MailMessage> {
  const firsts = await writer([first]);
  await meanwhile();
  await writer([], { unfurled: [], settled: firsts });
  await pollUntil(
    () => sent.length,
    (n) => n >= 1,
  );
  return sent[0]!;
}

test("the phrase counts pages, one page in the singular", () => {
  expect(pagesReadPhrase({ read: 6, count: 12 })).toBe("read 6 of 12 pages");
  expect(pagesReadPhrase({ read: 1, count: 1 })).toBe("read 1 of 1 page");
});

async function pdfShare(pages: number) {
  const pdf = await addReadyPdf(database.db, { title: "Catalogue", pages });
  const { shareSlug } = await shareAsset(database.db, world.me, pdf);
  return only(await database.db.select().from(shareLinks).where(eq(shareLinks.slug, shareSlug)));
}

const openIdOf = async (shareLinkId: string) =>
  only(await database.db.select({ id: shareOpens.id }).from(shareOpens).where(eq(shareOpens.shareLinkId, shareLinkId)))
    .id;

test("a share's alert says how far the reader got when the page report came in first", async () => {
  const share = await pdfShare(12);
  const message = await alertAfter(hit("share", share.id, "2026-09-01T10:00:00Z"), async () => {
    await insertSharePageViews(database.db, await openIdOf(share.id), { 1: 5, 2: 3, 3: 1, 4: 9, 5: 2, 6: 38, 7: 0 });
  });
  expect(message.subject).toBe('Your shared asset "Catalogue" was opened today');
  expect(message.text).toContain("So far they read 6 of 12 pages.\n");
  expect(message.text.match(/was opened/g)).toHaveLength(1);
  expect(await bellOf(share.id)).toBe("read 6 of 12 pages");
});

/** The bell's note of how far the reader got, as the rep's notification list gives it. */
async function bellOf(targetId: string): Promise<string | null | undefined> {
  const [row] = await database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.targetId, targetId));
  const { items } = await listNotifications(database.db, world.me);
  return items.find((n) => n.id === row?.id)?.pagesRead;
}

test("the bell says how far they read even when the rep's e-mail alerts are off", async () => {
  const share = await pdfShare(4);
  const [me] = await database.db.select().from(profiles).where(eq(profiles.id, world.me.id));
  await setAlertSettings(database.db, me!, { emailAlerts: false });
  const firsts = await writer([hit("share", share.id, "2026-09-05T10:00:00Z")]);
  await insertSharePageViews(database.db, await openIdOf(share.id), { 2: 6 });
  await writer([], { unfurled: [], settled: firsts });
  expect(await bellOf(share.id)).toBe("read 1 of 4 pages");
  expect(sent).toEqual([]);
  await setAlertSettings(database.db, me!, { emailAlerts: true });
});

test("a share's alert says nothing of pages before any report, or for a file without pages", async () => {
  const share = await pdfShare(3);
  const early = await alertAfter(hit("share", share.id, "2026-09-02T10:00:00Z"), async () => {});
  expect(early.text).not.toMatch(/page/i);
  expect(await bellOf(share.id)).toBeNull();
  sent.length = 0;
  const flyer = await addAsset(database.db, { title: "Flyer", type: "image", allBrands: true });
  const { shareSlug } = await shareAsset(database.db, world.me, flyer);
  const image = only(await database.db.select().from(shareLinks).where(eq(shareLinks.slug, shareSlug)));
  const message = await alertAfter(hit("share", image.id, "2026-09-02T11:00:00Z"), async () => {});
  expect(message.text).not.toMatch(/read \d+ of/);
});

test("a room's alert names how far each PDF was read; unread PDFs and other assets say nothing of pages", async () => {
  const deck = await addReadyPdf(database.db, { title: "Deck", pages: 12 });
  const sheet = await addReadyPdf(database.db, { title: "Sheet", pages: 1 });
  const unread = await addReadyPdf(database.db, { title: "Unread", pages: 4 });
  const video = await addAsset(database.db, { title: "Clip", type: "video", allBrands: true });
  const room = only(
    await database.db
      .insert(rooms)
      .values({
        slug: randomBytes(16).toString("base64url"),
        userId: world.me.id,
        brandId: world.brandA.id,
        recipientName: "Jane Smith",
        recipientCompany: "Acme",
      })
      .returning(),
  );
  await database.db
    .insert(roomAssets)
    .values([deck, sheet, unread, video].map((assetId, position) => ({ roomId: room.id, assetId, position })));
  const first = hit("room", room.id, "2026-09-03T10:00:00Z", { openId: randomUUID(), deviceId: "device-one" });
  const message = await alertAfter(first, async () => {
    const { id } = only(
      await database.db.select({ id: roomVisits.id }).from(roomVisits).where(eq(roomVisits.roomId, room.id)),
    );
    await database.db.insert(roomAssetViews).values([
      { visitId: id, assetId: deck, seconds: 80 },
      { visitId: id, assetId: sheet, seconds: 4 },
      { visitId: id, assetId: unread, seconds: 2 },
      { visitId: id, assetId: video, seconds: 10 },
    ]);
    await insertRoomPageViews(database.db, id, deck, { 1: 10, 2: 4, 6: 38, 9: 0 });
    await insertRoomPageViews(database.db, id, sheet, { 1: 4 });
    await insertRoomPageViews(database.db, id, unread, { 1: 0 });
  });
  expect(message.text).toContain(
    "What they opened: Deck (read 3 of 12 pages), Sheet (read 1 of 1 page), Unread, Clip.\n",
  );
  expect(await bellOf(room.id)).toBe("Deck: read 3 of 12 pages; Sheet: read 1 of 1 page");
});

test("the e-mail of an alert without pages read is as before", () => {
  const message = alertMessage(
    {
      target: "share",
      title: "Flyer",
      at: new Date("2026-09-04T10:00:00Z"),
      userId: world.me.id,
      email: "r@x.io",
      firstName: null,
    },
    settings,
  );
  expect(message.text).not.toContain("So far they");
});
