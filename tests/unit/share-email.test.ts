import { eq } from "drizzle-orm";
import { shareEmailBodySchema } from "@/lib/contract/share-email";
import type { Database } from "@/lib/server/platform/db/client";
import { rooms, shareLinks } from "@/lib/server/platform/db/schema";
import { headerText } from "@/lib/server/platform/mail/mail-header";
import { sendShareEmail, SHARE_EMAILS_PER_HOUR } from "@/lib/server/rooms/share-email-send";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset } from "../helpers/library-fixtures";
import { keptMail, namedRepWorld } from "../helpers/mail-fixtures";

let database: Database;
let world: Awaited<ReturnType<typeof namedRepWorld>>;
const { sent, mailer } = keptMail();
const ORIGIN = "https://portal.example.com";
const CTX = { siteOrigin: ORIGIN };

beforeAll(async () => {
  database = await createTestDatabase();
  world = await namedRepWorld(database.db);
});
beforeEach(() => {
  sent.length = 0;
});
afterAll(() => database.close());

test("the customer gets a personal link (a one-asset room), the personal message and who sent it", async () => {
  const assetId = await addAsset(database.db, { title: "Price List", brandIds: [world.brandA.id] });
  const result = await sendShareEmail(
    database.db,
    mailer,
    world.me,
    { assetId, email: "parent@example.com", message: "Hi Sam,\nas promised." },
    CTX,
  );
  const [room] = await database.db.select().from(rooms).where(eq(rooms.id, result.roomId));
  expect(room).toMatchObject({
    userId: world.me.id,
    brandId: world.brandA.id,
    recipientName: "parent@example.com",
    recipientEmail: "parent@example.com",
    note: "Hi Sam,\nas promised.",
    emailedAt: expect.any(Date),
  });
  expect(sent).toEqual([
    {
      to: "parent@example.com",
      subject: 'Riley Rep shared "Price List" with you',
      text:
        `Hello,\n\nHi Sam,\nas promised.\n\nRiley Rep shared "Price List" with you. View or download it here:\n` +
        `${ORIGIN}/r/${room?.slug}?via=email\n\n--\nRiley Rep\n${world.me.email}\nBrand A\n`,
      html: expect.stringContaining(`href="${ORIGIN}/r/${room?.slug}?via=email"`),
      fromName: "Riley Rep via Brand A",
      replyTo: { name: "Riley Rep", address: world.me.email },
    },
  ]);
});

test("without a message the e-mail has no empty note; each address gets its own room", async () => {
  const assetId = await addAsset(database.db, { title: "Flyer", allBrands: true });
  const first = await sendShareEmail(database.db, mailer, world.me, { assetId, email: "a@example.com" }, CTX);
  const second = await sendShareEmail(
    database.db,
    mailer,
    world.me,
    { assetId, email: "b@example.com", message: "   " },
    CTX,
  );
  expect(second.roomId).not.toBe(first.roomId);
  expect(sent[0]?.text.startsWith('Hello,\n\nRiley Rep shared "Flyer"')).toBe(true);
  const again = await sendShareEmail(database.db, mailer, world.me, { assetId, email: "A@Example.com" }, CTX);
  expect(again.roomId).toBe(first.roomId);
});

test("a revoked room is not reused: the next e-mail makes a new one", async () => {
  const assetId = await addAsset(database.db, { title: "Brochure", allBrands: true });
  const first = await sendShareEmail(database.db, mailer, world.me, { assetId, email: "r@example.com" }, CTX);
  await database.db.update(rooms).set({ revokedAt: new Date() }).where(eq(rooms.id, first.roomId));
  const second = await sendShareEmail(database.db, mailer, world.me, { assetId, email: "r@example.com" }, CTX);
  expect(second.roomId).not.toBe(first.roomId);
});

test("CR/LF in a title cannot inject mail headers", async () => {
  const assetId = await addAsset(database.db, { title: "Evil\r\nBcc: victim@example.com\r\n", allBrands: true });
  await sendShareEmail(database.db, mailer, world.me, { assetId, email: "c@example.com" }, CTX);
  expect(sent[0]?.subject).toBe('Riley Rep shared "Evil Bcc: victim@example.com" with you');
  expect(headerText("a\n\nb\tc\u2028d")).toBe("a b c d");
});

test("an asset the rep cannot see is 404 and nothing is sent", async () => {
  const theirs = await addAsset(database.db, { title: "Theirs", allBrands: true, userIds: [world.other.id] });
  await expect(
    sendShareEmail(database.db, mailer, world.me, { assetId: theirs, email: "d@example.com" }, CTX),
  ).rejects.toMatchObject({
    status: 404,
    message: "Asset not found.",
  });
  expect(sent).toEqual([]);
  expect(await database.db.select().from(shareLinks).where(eq(shareLinks.assetId, theirs))).toEqual([]);
  expect(await database.db.select().from(rooms).where(eq(rooms.recipientEmail, "d@example.com"))).toEqual([]);
});

test(`at most ${SHARE_EMAILS_PER_HOUR} e-mails per rep and hour, then 429 with Retry-After`, async () => {
  const assetId = await addAsset(database.db, { title: "Popular", allBrands: true });
  const input = { assetId, email: "e@example.com" };
  for (let i = 0; i < SHARE_EMAILS_PER_HOUR; i++) await sendShareEmail(database.db, mailer, world.other, input, CTX);
  await expect(sendShareEmail(database.db, mailer, world.other, input, CTX)).rejects.toMatchObject({
    status: 429,
    message: "You can send at most 20 asset e-mails per hour. Please try again later.",
    headers: { "Retry-After": expect.stringMatching(/^\d+$/) },
  });
  expect(sent).toHaveLength(SHARE_EMAILS_PER_HOUR);
  // Another rep has their own allowance.
  await expect(sendShareEmail(database.db, mailer, world.admin, input, CTX)).resolves.toMatchObject({ sent: true });
});

const ID = "00000000-0000-4000-8000-000000000000";

test.each([
  [{ assetId: ID }, "Customer email is required to send the asset."],
  [{ assetId: ID, email: "   " }, "Customer email is required to send the asset."],
  [{ assetId: ID, email: "not-an-email" }, "Please enter a valid email address"],
  [{ assetId: ID, email: "a@example.com\r\nBcc: x@example.com" }, "Please enter a valid email address"],
  [{ assetId: ID, email: `${"a".repeat(250)}@example.com` }, "Please enter a valid email address"],
  [
    { assetId: ID, email: "a@example.com", message: "x".repeat(2001) },
    "The personal message can be at most 2000 characters.",
  ],
  [{ assetId: ID, email: "a@example.com", message: 5 }, "The personal message must be text."],
  [{ email: "a@example.com" }, "Please provide the assetId of the asset to share."],
])("the body %p is refused with %p", (body, message) => {
  const result = shareEmailBodySchema.safeParse(body);
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]?.message).toBe(message);
});

test("a valid body is trimmed and a 2000-character message accepted", () => {
  expect(shareEmailBodySchema.parse({ assetId: ID, email: "  a@example.com ", message: "x".repeat(2000) })).toEqual({
    assetId: ID,
    email: "a@example.com",
    message: "x".repeat(2000),
  });
});

test("the e-mail comes via the brand the rep shares from, with a branded HTML part", async () => {
  const assetId = await addAsset(database.db, {
    title: "Two-brand flyer",
    brandIds: [world.brandA.id, world.brandB.id],
  });
  await sendShareEmail(
    database.db,
    mailer,
    world.me,
    { assetId, brandId: world.brandB.id, email: "f@example.com" },
    CTX,
  );
  const [mail] = sent;
  expect(mail?.fromName).toBe("Riley Rep via Brand B");
  expect(mail?.text).toContain(`${world.me.email}\nBrand B\n`);
  expect(mail?.html).toContain(">Brand B</td>");
  expect(mail?.html).toContain(`<a href="mailto:${world.me.email}?subject=Re%3A%20Two-brand%20flyer"`);
});
