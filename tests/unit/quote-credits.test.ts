import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/server/platform/db/client";
import {
  quoteAssetCredits,
  roomAssets,
  roomAssetViews,
  roomPageViews,
  shareLinks,
} from "@/lib/server/platform/db/schema";
import { recordQuote } from "@/lib/server/reports/quote-webhook";
import { splitCredit } from "@/lib/server/reports/quote-credits";
import { recentQuotes } from "@/lib/server/reports/recent-quotes";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset, libraryWorld, only } from "../helpers/library-fixtures";
import { insertRoomRow, insertRoomVisit } from "../helpers/room-rows";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
let deck: string;
let video: string;
let sheet: string;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
  deck = await addAsset(database.db, { title: "Deck", brandIds: [world.brandA.id] });
  video = await addAsset(database.db, { title: "Video", type: "video", brandIds: [world.brandA.id] });
  sheet = await addAsset(database.db, { title: "Sheet", brandIds: [world.brandA.id] });
});
afterAll(() => database.close());

const credited = async (quoteId: string) =>
  Object.fromEntries(
    (
      await database.db
        .select({ assetId: quoteAssetCredits.assetId, credit: quoteAssetCredits.credit })
        .from(quoteAssetCredits)
        .where(eq(quoteAssetCredits.quoteId, quoteId))
    ).map((row) => [row.assetId, row.credit]),
  );

const quote = (source: Record<string, string>) =>
  recordQuote(database.db, { externalId: `Q-${randomUUID()}`, ...source });

describe("splitCredit", () => {
  test("gives each asset an equal part, each asset once", () => {
    expect(splitCredit(["a", "b", "c"])).toEqual([
      { assetId: "a", credit: 1 / 3 },
      { assetId: "b", credit: 1 / 3 },
      { assetId: "c", credit: 1 / 3 },
    ]);
    expect(splitCredit(["a", "b", "a"])).toEqual([
      { assetId: "a", credit: 0.5 },
      { assetId: "b", credit: 0.5 },
    ]);
    expect(splitCredit(["a"])).toEqual([{ assetId: "a", credit: 1 }]);
    expect(splitCredit([])).toEqual([]);
  });
});

test("a share slug credits its asset whole, before a link slug and a promo code", async () => {
  const share = only(
    await database.db
      .insert(shareLinks)
      .values({ slug: randomUUID().slice(0, 12), assetId: video, userId: world.other.id, brandId: world.brandA.id })
      .returning(),
  );
  const { quote: stored } = await quote({ shareSlug: share.slug, promoCode: world.me.promoCode });
  expect(stored).toMatchObject({ userId: world.other.id, shareId: share.id, roomId: null, linkId: null });
  expect(await credited(stored.id)).toEqual({ [video]: 1 });
  const recent = await recentQuotes(database.db);
  expect(recent.find((row) => row.id === stored.id)?.attribution).toEqual({ kind: "share", title: "Video" });
});

test("a room slug wins over a share slug; unknown share slugs are passed over", async () => {
  const room = await insertRoomRow(database.db, { userId: world.me.id, brandId: world.brandA.id, assetIds: [deck] });
  const share = only(
    await database.db
      .insert(shareLinks)
      .values({ slug: randomUUID().slice(0, 12), assetId: video, userId: world.me.id, brandId: world.brandA.id })
      .returning(),
  );
  const { quote: byRoom } = await quote({ roomSlug: room.slug, shareSlug: share.slug });
  expect(byRoom).toMatchObject({ userId: world.me.id, roomId: room.id, shareId: null });
  expect(await credited(byRoom.id)).toEqual({ [deck]: 1 });
  const { quote: byCode } = await quote({ shareSlug: "no-such-share", promoCode: world.me.promoCode });
  expect(byCode).toMatchObject({ userId: world.me.id, shareId: null });
  expect(await credited(byCode.id)).toEqual({});
});

test("a room quote splits over the assets human visits engaged with: 5 s, a play, a download, a page", async () => {
  const room = await insertRoomRow(database.db, {
    userId: world.me.id,
    brandId: world.brandA.id,
    assetIds: [deck, video, sheet],
  });
  const past = new Date(Date.now() - 60_000).toISOString();
  // 4 s on the deck is a glance; a bot's 60 s on the sheet and the rep's own visit are not engagement.
  const human = await insertRoomVisit(database.db, { roomId: room.id, at: past, viewed: { [deck]: 4 } });
  await insertRoomVisit(database.db, { roomId: room.id, at: past, hitClass: "bot", viewed: { [sheet]: 60 } });
  await insertRoomVisit(database.db, { roomId: room.id, at: past, hitClass: "own", viewed: { [sheet]: 60 } });
  const { quote: glance } = await quote({ roomSlug: room.slug });
  expect(await credited(glance.id)).toEqual({ [deck]: 1 / 3, [video]: 1 / 3, [sheet]: 1 / 3 });

  await database.db.insert(roomPageViews).values({ visitId: human, assetId: deck, page: 2, seconds: 3 });
  const played = await insertRoomVisit(database.db, { roomId: room.id, at: past });
  await database.db.insert(roomAssetViews).values({ visitId: played, assetId: video, seconds: 1, furthestPercent: 10 });
  const { quote: engaged } = await quote({ roomSlug: room.slug });
  expect(await credited(engaged.id)).toEqual({ [deck]: 0.5, [video]: 0.5 });

  // Credits are history: taking the deck out of the room and deleting the quote's room rewrites none.
  await database.db.delete(roomAssets).where(eq(roomAssets.assetId, deck));
  expect(await credited(engaged.id)).toEqual({ [deck]: 0.5, [video]: 0.5 });

  const downloaded = await insertRoomVisit(database.db, { roomId: room.id, at: past });
  await database.db.insert(roomAssetViews).values({ visitId: downloaded, assetId: sheet, downloads: 1 });
  const { quote: third } = await quote({ roomSlug: room.slug });
  expect(await credited(third.id)).toEqual({ [deck]: 1 / 3, [video]: 1 / 3, [sheet]: 1 / 3 });
});

test("a visit after the quote does not count; an empty room credits nothing; a link credits nothing", async () => {
  const room = await insertRoomRow(database.db, {
    userId: world.me.id,
    brandId: world.brandA.id,
    assetIds: [deck, sheet],
  });
  const future = new Date(Date.now() + 3_600_000).toISOString();
  await insertRoomVisit(database.db, { roomId: room.id, at: future, viewed: { [sheet]: 30 } });
  const { quote: early } = await quote({ roomSlug: room.slug });
  expect(await credited(early.id)).toEqual({ [deck]: 0.5, [sheet]: 0.5 });
  const empty = await insertRoomRow(database.db, { userId: world.me.id, brandId: world.brandA.id });
  const { quote: none } = await quote({ roomSlug: empty.slug });
  expect(await credited(none.id)).toEqual({});
  const { quote: byCode } = await quote({ promoCode: world.me.promoCode });
  expect(await credited(byCode.id)).toEqual({});
});
