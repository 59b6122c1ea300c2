/**
 * A local webhook receiver for the unit, integration and e2e tests (docs/webhooks.md): it records
 * every request and answers the next of `answers` (a status code, or a function that writes the
 * response itself), `status` once they run out. A 3xx redirects to `/elsewhere`.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
}

export type ReceiverAnswer = number | ((response: ServerResponse) => void);

export interface WebhookReceiver {
  /** `http://127.0.0.1:{port}`: an endpoint's URL is this and a path. */
  origin: string;
  received: ReceivedWebhook[];
  answers: ReceiverAnswer[];
  close: () => Promise<void>;
}

export async function startWebhookReceiver(status = 200): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const answers: ReceiverAnswer[] = [];
  let origin = "";
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString(), path: request.url ?? "" });
      const answer = answers.shift() ?? status;
      if (typeof answer === "function") answer(response);
      else if (answer >= 300 && answer < 400) response.writeHead(answer, { Location: `${origin}/elsewhere` }).end();
      else response.writeHead(answer).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answers,
    close: () => {
      // A test's endless answer may still be writing: its sockets go with the server.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The Standard Webhooks headers of a received request, as a verifier takes them. */
export const signatureHeaders = (received: ReceivedWebhook): Record<string, string> =>
  Object.fromEntries(
    ["webhook-id", "webhook-timestamp", "webhook-signature"].map((name) => [name, String(received.headers[name])]),
  );
