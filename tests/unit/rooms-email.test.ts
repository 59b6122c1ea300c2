import { eq } from "drizzle-orm";
import type { Database } from "@/lib/server/platform/db/client";
import { pdfRenders, rooms } from "@/lib/server/platform/db/schema";
import { consumeRateLimit } from "@/lib/server/auth/rate-limit";
import { HttpError } from "@/lib/server/platform/http-errors";
import { createRoom } from "@/lib/server/rooms/rep-rooms";
import { revokeRoom } from "@/lib/server/rooms/room-changes";
import { sendRoomEmail } from "@/lib/server/rooms/room-email";
import { SHARE_EMAILS_PER_HOUR } from "@/lib/server/rooms/share-email-send";
import { addAsset, libraryWorld } from "../helpers/library-fixtures";
import { keptMail, namedRepWorld } from "../helpers/mail-fixtures";
import { createTestDatabase } from "../helpers/test-database";

let database: Database;
let world: Awaited<ReturnType<typeof namedRepWorld>>;
const { sent, mailer } = keptMail();
const ORIGIN = "https://portal.example.com";

beforeAll(async () => {
  database = await createTestDatabase();
  world = await namedRepWorld(database.db);
});
beforeEach(() => {
  sent.length = 0;
});
afterAll(() => database.close());

async function room(extra: { recipientEmail?: string | null; note?: string } = {}, actor = world.me) {
  const assetIds = [
    await addAsset(database.db, { title: "Price List", allBrands: true }),
    await addAsset(database.db, { title: "Tour <video>", allBrands: true }),
  ];
  return createRoom(
    database.db,
    actor,
    { recipientName: "Sam Parent", brandId: world.brandA.id, assetIds, recipientEmail: "sam@example.com", ...extra },
    ORIGIN,
  );
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

test("the recipient gets the room's link, its items and the note, from the rep via the brand", async () => {
  const made = await room({ note: "Hi Sam,\nall in one place." });
  const now = new Date("2026-05-01T12:00:00Z");
  const result = await sendRoomEmail(database.db, mailer, world.me, made.id, {}, ORIGIN, now);
  expect(result).toEqual({ sent: true, email: "sam@example.com" });
  const link = `${ORIGIN}/r/${made.slug}?via=email`;
  expect(sent).toEqual([
    {
      to: "sam@example.com",
      subject: "Riley Rep shared 2 items with you",
      text:
        "Hello Sam Parent,\n\nHi Sam,\nall in one place.\n\nRiley Rep shared 2 items with you:\n- Price List\n" +
        `- Tour <video>\n\nOpen them here:\n${link}\n\n--\nRiley Rep\n${world.me.email}\nBrand A\n`,
      html: expect.stringContaining(`href="${link}"`),
      fromName: "Riley Rep via Brand A",
      replyTo: { name: "Riley Rep", address: world.me.email },
    },
  ]);
  expect(sent[0]?.html).toContain('font-weight:bold">Tour &lt;video&gt;</td>');
  expect(sent[0]?.html).toContain(">View all 2</a>");
  const [row] = await database.db.select().from(rooms).where(eq(rooms.id, made.id));
  expect(row?.emailedAt).toEqual(now);
});

test("each item shows its cover: a ready PDF's first page as JPEG on the room's path, an own image", async () => {
  const pdf = "0b6f1a8e-4c1e-4b8a-9d3e-2f6a7c5b9e01.pdf";
  await database.db.insert(pdfRenders).values({ fileName: pdf, status: "ready", pageCount: 3 });
  const assetIds = [
    await addAsset(database.db, { title: "Catalogue", allBrands: true, url: `/uploads/${pdf}` }),
    await addAsset(database.db, { title: "Photo", type: "image", allBrands: true, url: "/samples/guitar.jpg" }),
    await addAsset(database.db, {
      title: "Clip",
      type: "video",
      allBrands: true,
      url: "https://cdn.example.com/a.jpg",
    }),
  ];
  const made = await createRoom(
    database.db,
    world.me,
    { recipientName: "Sam", brandId: world.brandA.id, assetIds, recipientEmail: "covers@example.com" },
    ORIGIN,
  );
  await sendRoomEmail(database.db, mailer, world.me, made.id, {}, ORIGIN);
  const covers = [...(sent[0]?.html ?? "").matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]);
  // The outside image is not loaded from its host: the mail would fetch it from somewhere else.
  expect(covers).toEqual([`${ORIGIN}/r/${made.slug}/files/0/pages/1/800.jpg`, `${ORIGIN}/samples/guitar.jpg`]);
});

test("a message given with the send replaces the room's note; another address may be named", async () => {
  const made = await room({ note: "Room note" });
  await sendRoomEmail(
    database.db,
    mailer,
    world.me,
    made.id,
    { email: "dad@example.com", message: "Just for you" },
    ORIGIN,
  );
  expect(sent[0]).toMatchObject({ to: "dad@example.com" });
  expect(sent[0]?.text).toContain("Just for you");
  expect(sent[0]?.text).not.toContain("Room note");
});

test("without any address, or for a revoked, expired or foreign room, nothing is sent", async () => {
  const noAddress = await room({ recipientEmail: null });
  expect(await refusal(sendRoomEmail(database.db, mailer, world.me, noAddress.id, {}, ORIGIN))).toEqual({
    status: 400,
    message: "This room has no recipient e-mail: enter one.",
  });
  const revoked = await room();
  await revokeRoom(database.db, world.me, revoked.id);
  expect(await refusal(sendRoomEmail(database.db, mailer, world.me, revoked.id, {}, ORIGIN))).toMatchObject({
    status: 409,
  });
  const expired = await room();
  await database.db.update(rooms).set({ expiresOn: "2026-04-30" }).where(eq(rooms.id, expired.id));
  const after = new Date("2026-05-01T00:00:00Z");
  expect(await refusal(sendRoomEmail(database.db, mailer, world.me, expired.id, {}, ORIGIN, after))).toEqual({
    status: 409,
    message: "This room has expired: set a later expiry date before sending it.",
  });
  const theirs = await room({}, world.other);
  expect(await refusal(sendRoomEmail(database.db, mailer, world.me, theirs.id, {}, ORIGIN))).toMatchObject({
    status: 404,
  });
  expect(sent).toEqual([]);
  const [row] = await database.db.select().from(rooms).where(eq(rooms.id, revoked.id));
  expect(row?.emailedAt).toBeNull();
});

test("room and asset e-mails share the rep's hourly limit", async () => {
  const { me } = await libraryWorld(database.db);
  const made = await room({}, me);
  for (let i = 0; i < SHARE_EMAILS_PER_HOUR; i++) {
    expect((await consumeRateLimit(database.db, `share-email:${me.id}`, SHARE_EMAILS_PER_HOUR, 3600)).allowed).toBe(
      true,
    );
  }
  expect(await refusal(sendRoomEmail(database.db, mailer, me, made.id, {}, ORIGIN))).toEqual({
    status: 429,
    message: `You can send at most ${SHARE_EMAILS_PER_HOUR} asset and room e-mails per hour. Please try again later.`,
  });
  expect(sent).toEqual([]);
});
