import "server-only";

/**
 * The one place that tells an outage from a fault: whether an error means the database (or, in
 * hosted mode, the auth service) could not be reached or did not answer in time, so the request
 * may succeed unchanged a little later. Such errors become a 503 with Retry-After (http-errors.ts), never
 * a 401 or a 500. Anything not recognized here is a real fault and stays one.
 */

/** SQLSTATE classes and codes of a server that cannot serve now (not of a wrong query). */
const UNAVAILABLE_CLASSES = ["08"]; // connection exception
const UNAVAILABLE_STATES = new Set([
  "57P01", // admin_shutdown: a fast or immediate stop ended the session
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up, shutting down, in recovery
  "57014", // query_canceled: only the statement time-out cancels the portal's queries
  "53300", // too_many_connections
  "53100", // disk_full: the embedded database cannot write
  "58030", // io_error
]);

/** Socket errors of a database or service that is down, restarting or cut off. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_SOCKET",
]);

/** node-postgres and PGlite report these without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // the socket closed (also "... due to connection timeout")
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /^Query read timeout$/, // node-postgres: no answer within query_timeout
  /is not queryable$/, // a client whose connection already failed
  /^PGlite is clos(ed|ing)$/,
];

/** Auth-service and key-set failures that mean "no answer", not "bad token". */
const AUTH_SERVICE_ERRORS = new Set(["AuthRetryableFetchError", "JWKSTimeout"]);
const JWKS_FETCH_FAILED = /^(Expected 200 OK from|Failed to parse) the JSON Web Key Set/;

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function isUnreachableItself(error: ErrorLike): boolean {
  const code = typeof error.code === "string" ? error.code : "";
  const message = typeof error.message === "string" ? error.message : "";
  const sqlState = code.length === 5 ? code : "";
  if (UNAVAILABLE_STATES.has(sqlState) || UNAVAILABLE_CLASSES.some((prefix) => sqlState.startsWith(prefix)))
    return true;
  if (NETWORK_CODES.has(code)) return true;
  if (DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (typeof error.name === "string" && AUTH_SERVICE_ERRORS.has(error.name)) return true;
  return error.name === "JOSEError" && JWKS_FETCH_FAILED.test(message);
}

/**
 * Whether `error`, or what it wraps (drizzle's "Failed query" wraps the driver's error in `cause`,
 * fetch's "fetch failed" the socket's, a multi-address connect an AggregateError), says that the
 * database or the auth service could not be reached or timed out.
 */
export function isServiceUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const candidate = error as ErrorLike;
  if (isUnreachableItself(candidate)) return true;
  if (isServiceUnreachable(candidate.cause, depth + 1)) return true;
  return Array.isArray(candidate.errors) && candidate.errors.some((inner) => isServiceUnreachable(inner, depth + 1));
}

/** A one-line description of an outage error for the log (no stack: the cause is the network, not the code). */
export function describeUnreachable(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 4; depth++) {
    const { code, message } = current as ErrorLike;
    const text = typeof message === "string" ? (message.split("\n")[0] ?? "") : "";
    if (text || typeof code === "string") parts.push(typeof code === "string" ? `${text} (${code})` : text);
    current = (current as ErrorLike).cause;
  }
  return parts.join(" <- ") || String(error);
}
