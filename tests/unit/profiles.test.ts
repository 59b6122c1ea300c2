import { randomUUID } from "node:crypto";
import type { Database } from "@/lib/server/platform/db/client";
import { createProfile } from "@/lib/server/auth/profiles";
import { actorFromIdentity } from "@/lib/server/session/session";
import { profiles } from "@/lib/server/platform/db/schema";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

test("every profile gets its own promo code, even when names collide", async () => {
  const codes = new Set<string>();
  for (let i = 0; i < 40; i++) {
    const profile = await createProfile(database.db, {
      id: randomUUID(),
      email: `jo${i}@example.com`,
      firstName: "Jo",
    });
    codes.add(profile.promoCode);
  }
  expect(codes.size).toBe(40);
});

test("a user known to the auth service but not yet to the portal gets a rep profile", async () => {
  const id = randomUUID();
  const actor = await actorFromIdentity(database.db, {
    userId: id,
    email: "new@example.com",
    sessionId: undefined,
    claimedRole: undefined,
  });
  expect(actor).toMatchObject({ id, role: "rep", isActive: true });
});

test("a deactivated user is refused with 403, a deleted one with 401", async () => {
  const inactive = await createProfile(database.db, { id: randomUUID(), email: "off@example.com", isActive: false });
  await expect(
    actorFromIdentity(database.db, {
      userId: inactive.id,
      email: inactive.email,
      sessionId: undefined,
      claimedRole: undefined,
    }),
  ).rejects.toMatchObject({
    status: 403,
  });
  const gone = await createProfile(database.db, { id: randomUUID(), email: "gone@example.com" });
  await database.db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, gone.id));
  await expect(
    actorFromIdentity(database.db, {
      userId: gone.id,
      email: gone.email,
      sessionId: undefined,
      claimedRole: undefined,
    }),
  ).rejects.toMatchObject({
    status: 401,
  });
});
