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

/** At most this much of a receiver's answer is read (and thrown away): its status is all that counts. */
export const ANSWER_READ_MAX = 64 * 1024;

/**
 * One POST of a signed body. Redirects are not followed (a 3xx is a failure), the address connected to
 * is the one the rule checked (no DNS rebinding). The whole exchange has `timeoutMs`: a receiver that
 * never answers, or answers with an endless or dripping body, holds a delivery no longer, and its body
 * is only drained (never kept) up to `ANSWER_READ_MAX`, then the connection is dropped. A status that
 * came within the time counts, whatever its body does after it.
 */
export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  allowPrivate: boolean,
  timeoutMs = DELIVERY_TIMEOUT_MS,
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
    let status: number | null = null;
    let outcome: PostOutcome | undefined;
    const finish = (error: string | null) => {
      if (outcome) return;
      outcome = done(status, status === null ? error : null);
      clearTimeout(deadline);
      resolve(outcome);
    };
    const outgoing = send(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "user-agent": "SalesRepPortal-Webhooks/1" },
        lookup: guardedLookup(allowPrivate),
      },
      (response) => {
        status = response.statusCode ?? null;
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read <= ANSWER_READ_MAX) return;
          finish(null);
          outgoing.destroy();
        });
        response.on("end", () => finish(null));
        response.on("close", () => finish(null));
        response.on("error", (error) => finish(error.message));
      },
    );
    const deadline = setTimeout(() => {
      finish(`No answer within ${timeoutMs / 1000} seconds.`);
      outgoing.destroy();
    }, timeoutMs);
    outgoing.on("error", (error) => finish(error.message));
    outgoing.end(body);
  });
}
