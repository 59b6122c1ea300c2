import "server-only";
import { ZodError } from "zod";
import type { ApiErrorBody } from "@/lib/contract/errors";
import { describeUnreachable, isServiceUnreachable } from "./outage/unreachable";
import { BodyTooLarge } from "./request/capped-body";

/** The one error type of the portal API; the route wrapper turns it into `{ error: {...} }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: { path: (string | number)[]; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, code = "bad_request") => new HttpError(400, code, message);
export const unauthorized = (message = "You need to sign in.", code = "unauthorized") =>
  new HttpError(401, code, message);
export const forbidden = (message = "You do not have permission to do that.", code = "forbidden") =>
  new HttpError(403, code, message);
export const notFound = (message = "Not found.", code = "not_found") => new HttpError(404, code, message);
export const conflict = (message: string, code = "conflict") => new HttpError(409, code, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, "rate_limited", message, undefined, { "Retry-After": String(retryAfterSeconds) });

/** The rest of an over-long body is not read: the connection closes after the answer. */
const bodyTooLarge = (maxBytes: number) =>
  new HttpError(413, "payload_too_large", `The request body is too large (at most ${maxBytes} bytes).`, undefined, {
    Connection: "close",
  });

/** Seconds a client is asked to wait before trying again during an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
export const serviceUnavailable = (message = "The service is temporarily unavailable. Please try again in a moment.") =>
  new HttpError(503, "service_unavailable", message, undefined, {
    "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS),
    "Cache-Control": "no-store",
  });

/**
 * The 503 an error stands for when it is an outage (the database or the auth service could not be
 * reached or timed out: unreachable.ts), else undefined. Pages and the request gate ask this too,
 * so an outage never reads as "signed out".
 */
export function outageError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error.status === 503 ? error : undefined;
  if (!isServiceUnreachable(error)) return undefined;
  console.warn(`Service unavailable: ${describeUnreachable(error)}`);
  return serviceUnavailable();
}

/**
 * A 400 for input that failed its schema. Messages our contracts write are full sentences (they end
 * with a full stop, like 'Please enter a valid URL.') and are passed on as they are; zod's
 * own terse messages get the field and what was being parsed around them.
 */
export function fromZodError(error: ZodError, what: string): HttpError {
  const issues = error.issues.map((i) => ({
    path: i.path.map((p) => (typeof p === "symbol" ? String(p) : p)),
    message: i.message,
  }));
  const first = issues[0];
  if (first?.message.endsWith(".")) return new HttpError(400, "invalid_input", first.message, issues);
  const where = first && first.path.length ? `${first.path.join(".")}: ` : "";
  return new HttpError(400, "invalid_input", `Invalid ${what}. ${where}${first?.message ?? ""}`.trim(), issues);
}

/**
 * Maps any thrown value to a JSON response; an outage is a 503 with Retry-After; unknown errors are
 * logged and never leak details.
 */
export function errorResponse(error: unknown): Response {
  const http =
    error instanceof HttpError
      ? error
      : error instanceof ZodError
        ? fromZodError(error, "input")
        : error instanceof BodyTooLarge
          ? bodyTooLarge(error.maxBytes)
          : outageError(error);
  if (!http) {
    console.error("Unhandled error in API route", error);
    const body: ApiErrorBody = {
      error: { code: "internal", message: "Something went wrong on our side. Please try again." },
    };
    return Response.json(body, { status: 500 });
  }
  const body: ApiErrorBody = {
    error: { code: http.code, message: http.message, ...(http.issues ? { issues: http.issues } : {}) },
  };
  return Response.json(body, { status: http.status, headers: http.headers });
}
