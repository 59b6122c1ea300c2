import type { ServerResponse } from "node:http";
import { ANSWER_READ_MAX, DELIVERY_TIMEOUT_MS, postWebhook } from "@/lib/server/webhooks/webhook-post";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

/** Answers 200 and then writes as fast as the portal reads, until the portal hangs up; counts what it wrote. */
function endless(written: { bytes: number; closed: boolean }) {
  return (response: ServerResponse) => {
    const chunk = Buffer.alloc(16 * 1024, "x");
    response.writeHead(200);
    response.on("close", () => (written.closed = true));
    const pump = () => {
      while (!response.destroyed && response.write(chunk)) written.bytes += chunk.length;
      if (!response.destroyed) response.once("drain", pump);
    };
    pump();
  };
}

const post = (timeoutMs?: number) =>
  postWebhook(`${receiver.origin}/hook`, { "webhook-id": "msg_1" }, "{}", true, timeoutMs);

test("an endless answer is drained only up to its cap, then dropped: the 2xx counts, nothing waits", async () => {
  const written = { bytes: 0, closed: false };
  receiver.answers.push(endless(written));
  const outcome = await post();
  expect(outcome).toMatchObject({ status: 200, error: null });
  expect(outcome.ms).toBeLessThan(DELIVERY_TIMEOUT_MS);
  await new Promise((resolve) => setTimeout(resolve, 100));
  // The portal hung up: the receiver stopped, having written little more than the cap and the sockets' buffers.
  expect(written.closed).toBe(true);
  expect(written.bytes).toBeLessThan(ANSWER_READ_MAX + 4 * 1024 * 1024);
});

test("a body that drips forever holds the delivery no longer than the timeout", async () => {
  receiver.answers.push((response) => {
    response.writeHead(200);
    const drip = setInterval(() => response.write("."), 20);
    response.on("close", () => clearInterval(drip));
  });
  const outcome = await post(400);
  expect(outcome.status).toBe(200);
  expect(outcome.ms).toBeGreaterThanOrEqual(390);
  expect(outcome.ms).toBeLessThan(1_500);
});

test("a receiver that never answers is a failure after the timeout", async () => {
  receiver.answers.push(() => undefined);
  const outcome = await post(300);
  expect(outcome).toMatchObject({ status: null, error: "No answer within 0.3 seconds." });
  expect(outcome.ms).toBeLessThan(1_500);
});

test("a name resolving inside when a delivery connects reaches nothing (DNS rebinding), unless allowed", async () => {
  // The address rule at creation passed long ago; this is the check on the address connected to.
  const byName = `${receiver.origin.replace("127.0.0.1", "localhost")}/by-name`;
  const refused = await postWebhook(byName, { "webhook-id": "msg_2" }, "{}", false);
  expect(refused).toMatchObject({ status: null, error: expect.stringContaining("private, loopback or link-local") });
  expect(receiver.received.filter((request) => request.path === "/by-name")).toEqual([]);
  expect((await postWebhook(byName, { "webhook-id": "msg_3" }, "{}", true)).status).toBe(200);
  expect(receiver.received.filter((request) => request.path === "/by-name")).toHaveLength(1);
});
