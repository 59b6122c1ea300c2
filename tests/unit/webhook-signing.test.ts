import { Webhook } from "standardwebhooks";
import { nextAttemptAt, RETRY_DELAYS_MS } from "@/lib/server/webhooks/retry-schedule";
import { newWebhookSecret, signedHeaders } from "@/lib/server/webhooks/webhook-signing";

const BODY = JSON.stringify({ type: "ping", timestamp: "2026-11-29T12:00:00.000Z", data: { message: "hi" } });

test("a delivery verifies with the reference library's own verifier, and fails once a byte changes", () => {
  const secret = newWebhookSecret();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  const now = new Date();
  const headers = signedHeaders("msg_1", BODY, { secret, previousSecret: null, previousSecretUntil: null }, now);
  expect(headers["webhook-id"]).toBe("msg_1");
  expect(headers["webhook-timestamp"]).toBe(String(Math.floor(now.getTime() / 1000)));
  expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
  expect(new Webhook(secret).verify(BODY, headers)).toEqual(JSON.parse(BODY));
  expect(() => new Webhook(secret).verify(BODY.replace("hi", "ho"), headers)).toThrow();
  expect(() => new Webhook(newWebhookSecret()).verify(BODY, headers)).toThrow();
});

test("after a rotation both secrets verify for 24 hours, then only the new one signs", () => {
  const [oldSecret, newSecret] = [newWebhookSecret(), newWebhookSecret()];
  const now = new Date();
  const until = new Date(now.getTime() + 24 * 3600 * 1000);
  const rotated = { secret: newSecret, previousSecret: oldSecret, previousSecretUntil: until };
  const during = signedHeaders("msg_2", BODY, rotated, now);
  expect(during["webhook-signature"].split(" ")).toHaveLength(2);
  for (const secret of [oldSecret, newSecret]) expect(new Webhook(secret).verify(BODY, during)).toBeTruthy();
  const later = new Date(until.getTime() + 1000);
  const after = signedHeaders("msg_2", BODY, rotated, later);
  expect(after["webhook-signature"].split(" ")).toHaveLength(1);
});

test("retries follow the Standard Webhooks schedule, then stop", () => {
  const now = new Date("2026-11-29T12:00:00Z");
  const delays = RETRY_DELAYS_MS.map((_, index) => (nextAttemptAt(index + 1, now)?.getTime() ?? 0) - now.getTime());
  expect(delays.map((ms) => ms / 1000)).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
  expect(nextAttemptAt(8, now)).toBeNull();
});
