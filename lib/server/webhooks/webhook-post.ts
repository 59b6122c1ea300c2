import "server-only";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { guardedLookup, isInsideAddress } from "./receiver-address";

/** A receiver has this long to answer; a 2xx within it is a success (docs/webhooks.md#delivery). */
export const DELIVERY_TIMEOUT_MS = 15_000;
/** What is kept of a failure's reason. */
const ERROR_MAX = 300;

export interface PostOutcome {
  /** The receiver's status code; null when none came (refused, timed out, refused by the address rule). */
  status: number | null;
  ms: number;
  error: string | null;
}

/**
 * One POST of a signed body. Redirects are not followed (a 3xx is a failure), the address connected to
 * is the one the rule checked (no DNS rebinding), and the response body is read only to free the socket.
 */
export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  allowPrivate: boolean,
): Promise<PostOutcome> {
  const started = Date.now();
  const done = (status: number | null, error: string | null): PostOutcome => ({
    status,
    ms: Date.now() - started,
    error: error?.slice(0, ERROR_MAX) ?? null,
  });
  const url = new URL(target);
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(literal) && !allowPrivate && isInsideAddress(literal))
    return Promise.resolve(done(null, "The receiver's address is private, loopback or link-local."));
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const outgoing = send(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "user-agent": "SalesRepPortal-Webhooks/1" },
        lookup: guardedLookup(allowPrivate),
        timeout: DELIVERY_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(done(response.statusCode ?? null, null)));
        response.on("error", (error) => resolve(done(response.statusCode ?? null, error.message)));
      },
    );
    outgoing.on("timeout", () =>
      outgoing.destroy(new Error(`No answer within ${DELIVERY_TIMEOUT_MS / 1000} seconds.`)),
    );
    outgoing.on("error", (error) => resolve(done(null, error.message)));
    outgoing.end(body);
  });
}
