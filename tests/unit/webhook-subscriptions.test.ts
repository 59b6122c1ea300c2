import type { Database } from "@/lib/server/platform/db/client";
import { webhookEndpoints } from "@/lib/server/platform/db/schema";
import { newWebhookSecret } from "@/lib/server/webhooks/webhook-signing";
import {
  forgetSubscriptions,
  subscribedEvents,
  SUBSCRIPTIONS_TTL_MS,
} from "@/lib/server/webhooks/webhook-subscriptions";
import { createTestDatabase } from "../helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

test("what endpoints ask for is read once per TTL, and at once after a change on this instance", async () => {
  const now = Date.now();
  forgetSubscriptions();
  expect([...(await subscribedEvents(database.db, now))]).toEqual([]);
  // Another instance adds an endpoint: this one hears of it when the TTL is up.
  await database.db
    .insert(webhookEndpoints)
    .values({ url: "https://crm.example.com/a", events: ["room.visited"], secret: newWebhookSecret() });
  expect([...(await subscribedEvents(database.db, now + SUBSCRIPTIONS_TTL_MS - 1))]).toEqual([]);
  expect([...(await subscribedEvents(database.db, now + SUBSCRIPTIONS_TTL_MS))]).toEqual(["room.visited"]);
  // A change made here is seen at once; a paused endpoint's events are not asked for.
  await database.db.update(webhookEndpoints).set({ pausedAt: new Date() });
  forgetSubscriptions();
  expect([...(await subscribedEvents(database.db))]).toEqual([]);
});
