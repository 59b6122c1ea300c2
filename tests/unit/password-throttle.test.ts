import { eq } from "drizzle-orm";
import { AccountThrottled, MAX_LOCK_SECONDS, throttledPasswordCheck } from "@/lib/server/auth/password-throttle";
import type { Database } from "@/lib/server/platform/db/client";
import { authPasswordThrottle } from "@/lib/server/platform/db/schema";
import { createTestDatabase } from "../helpers/test-database";

let database: Database;
const config = { maxFailures: 3, lockoutSeconds: 30 };
const wrong = async () => undefined;
const right = async () => "session";

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

async function attempt(email: string, check: () => Promise<string | undefined>) {
  try {
    return await throttledPasswordCheck(database.db, email, "203.0.113.5", config, check);
  } catch (error) {
    if (error instanceof AccountThrottled) return error;
    throw error;
  }
}

/** Moves an account's lock (and last failure) into the past, as if time had passed. */
async function age(seconds: number) {
  const rows = await database.db.select().from(authPasswordThrottle);
  for (const row of rows) {
    await database.db
      .update(authPasswordThrottle)
      .set({
        lastFailureAt: new Date(row.lastFailureAt.getTime() - seconds * 1000),
        lockedUntil: row.lockedUntil && new Date(row.lockedUntil.getTime() - seconds * 1000),
      })
      .where(eq(authPasswordThrottle.accountKey, row.accountKey));
  }
}

test("after maxFailures failures the account is locked, and even the right password waits", async () => {
  for (let i = 0; i < 3; i++) expect(await attempt("a@example.com", wrong)).toBeUndefined();
  const locked = await attempt("A@Example.com ", right);
  expect(locked).toBeInstanceOf(AccountThrottled);
  expect((locked as AccountThrottled).retryAfterSeconds).toBeGreaterThan(25);
  expect((locked as AccountThrottled).retryAfterSeconds).toBeLessThanOrEqual(30);
  expect(await attempt("other@example.com", right)).toBe("session");
});

test("the lock is short; each further failure doubles it up to the cap; success clears the record", async () => {
  const email = "b@example.com";
  for (let i = 0; i < 3; i++) await attempt(email, wrong);
  await age(31);
  expect(await attempt(email, wrong)).toBeUndefined(); // allowed again, and it fails: 60 s now
  expect(((await attempt(email, wrong)) as AccountThrottled).retryAfterSeconds).toBeGreaterThan(55);
  for (let i = 0; i < 6; i++) {
    await age(MAX_LOCK_SECONDS + 1);
    await attempt(email, wrong);
  }
  expect(((await attempt(email, wrong)) as AccountThrottled).retryAfterSeconds).toBe(MAX_LOCK_SECONDS);
  await age(MAX_LOCK_SECONDS + 1);
  expect(await attempt(email, right)).toBe("session");
  // A fresh start: without the success the next failure would lock the account again at once.
  expect(await attempt(email, wrong)).toBeUndefined();
  expect(await attempt(email, wrong)).toBeUndefined();
});

test("old failures are forgotten", async () => {
  const email = "c@example.com";
  for (let i = 0; i < 2; i++) await attempt(email, wrong);
  await age(16 * 60);
  expect(await attempt(email, wrong)).toBeUndefined();
  expect(await attempt(email, wrong)).toBeUndefined();
});

test("a burst of parallel guesses cannot pass the count", async () => {
  const results = await Promise.all(Array.from({ length: 20 }, () => attempt("d@example.com", wrong)));
  expect(results.filter((r) => r === undefined)).toHaveLength(3);
  expect(results.filter((r) => r instanceof AccountThrottled)).toHaveLength(17);
});

test("failures and locks are logged as security events without the password", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  for (let i = 0; i < 4; i++) await attempt("e@example.com", wrong);
  const events = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
  expect(events.map((e) => e.security_event)).toEqual([
    "auth.password_failed",
    "auth.password_failed",
    "auth.password_failed",
    "auth.password_throttled",
  ]);
  expect(events[0]).toMatchObject({ email: "e@example.com", clientAddress: "203.0.113.5" });
});
