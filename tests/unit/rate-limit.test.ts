import { eq, sql } from "drizzle-orm";
import { consumeRateLimit } from "@/lib/server/auth/rate-limit";
import type { Database } from "@/lib/server/platform/db/client";
import { authRateLimits } from "@/lib/server/platform/db/schema";
import { createTestDatabase } from "../helpers/test-database";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const hit = (bucket: string) => consumeRateLimit(database.db, bucket, 2, 60);

test("a bucket allows `limit` hits per window, then tells how long until the window ends", async () => {
  expect(await hit("a")).toEqual({ allowed: true, retryAfterSeconds: 60 });
  expect((await hit("a")).allowed).toBe(true);
  const refused = await hit("a");
  expect(refused.allowed).toBe(false);
  expect(refused.retryAfterSeconds).toBeGreaterThan(55);
  expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  expect((await hit("b")).allowed).toBe(true);
});

test("once the window has passed, the bucket starts again at one hit", async () => {
  for (let i = 0; i < 3; i++) await hit("c");
  await database.db
    .update(authRateLimits)
    .set({ windowStart: sql`now() - interval '61 seconds'` })
    .where(eq(authRateLimits.bucket, "c"));
  expect(await hit("c")).toEqual({ allowed: true, retryAfterSeconds: 60 });
  const [row] = await database.db.select().from(authRateLimits).where(eq(authRateLimits.bucket, "c"));
  expect(row?.hits).toBe(1);
});
