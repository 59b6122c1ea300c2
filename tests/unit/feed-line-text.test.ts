/** The feed's lines as a rep reads them (docs/engagement.md#the-feed). */
import { durationText, feedLineHref, feedLineText } from "@/components/activity/feed-line-text";
import type { FeedEntry } from "@/lib/contract/activity";

const line = (entry: Partial<FeedEntry>): FeedEntry => ({
  id: "room-1",
  kind: "room",
  at: "2026-03-01T12:00:00.000Z",
  targetId: "3f0c1b9e-1111-4111-8111-111111111111",
  title: "Price List 2026",
  moreAssets: 0,
  reader: null,
  seconds: null,
  ...entry,
});

test("a room's line names its reader and company, the other assets and the whole minutes", () => {
  const reader = { name: "Jordan Alvarez", company: "Acme", email: "jordan@acme.example" };
  expect(feedLineText(line({ reader, seconds: 170 }))).toBe(
    "Jordan Alvarez (Acme) opened your room: Price List 2026, 3 min",
  );
  expect(feedLineText(line({ reader: { ...reader, company: null }, moreAssets: 2 }))).toBe(
    "Jordan Alvarez opened your room: Price List 2026 and 2 more",
  );
});

test("a share's and a link's reader is someone", () => {
  expect(feedLineText(line({ kind: "share", title: "Rental Handbook" }))).toBe(
    "Someone opened Rental Handbook, your share",
  );
  expect(feedLineText(line({ kind: "share", title: "Rental Handbook", seconds: 45 }))).toBe(
    "Someone opened Rental Handbook, your share, 45 s",
  );
  expect(feedLineText(line({ kind: "link", title: "Spring promo", seconds: 30 }))).toBe(
    "Someone clicked Spring promo, your tracked link",
  );
});

test.each([
  [null, null],
  [0, null],
  [1, "1 s"],
  [59, "59 s"],
  [60, "1 min"],
  [89, "1 min"],
  [90, "2 min"],
])("%p seconds read %p", (seconds, text) => {
  expect(durationText(seconds)).toBe(text);
});

test("a line leads to the room's detail, or to the share's or link's card on Activity", () => {
  const id = "3f0c1b9e-1111-4111-8111-111111111111";
  expect(feedLineHref({ kind: "room", targetId: id })).toBe(`/rooms/${id}`);
  expect(feedLineHref({ kind: "share", targetId: id })).toBe(`/activity#share-${id}`);
  expect(feedLineHref({ kind: "link", targetId: id })).toBe(`/activity#link-${id}`);
});
