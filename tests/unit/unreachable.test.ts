/** Which errors are an outage (a 503 with Retry-After) and which are faults: platform/outage/unreachable.ts. */
import net from "node:net";
import { AuthApiError, AuthRetryableFetchError } from "@supabase/supabase-js";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { errors as jose } from "jose";
import { Client, DatabaseError } from "pg";
import { ZodError } from "zod";
import { openDatabase } from "@/lib/server/platform/db/client";
import { errorResponse, HttpError, outageError } from "@/lib/server/platform/http-errors";
import { isServiceUnreachable } from "@/lib/server/platform/outage/unreachable";

/** A server error as node-postgres parses it from the wire. */
function sqlError(code: string, message: string): DatabaseError {
  const error = new DatabaseError(message, message.length, "error");
  error.code = code;
  return error;
}

/** How drizzle reports a failed query: its own error, the driver's in `cause`. */
const failedQuery = (cause: Error) => new DrizzleQueryError("select 1", [], cause);

/** A port nothing listens on right now. */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let silenced: jest.SpyInstance;
beforeEach(() => (silenced = jest.spyOn(console, "warn").mockImplementation(() => undefined)));
afterEach(() => silenced.mockRestore());

describe("outages", () => {
  test("a database that refuses connections (node-postgres, as drizzle wraps it)", async () => {
    const client = new Client({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/x` });
    const refused = await client.connect().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isServiceUnreachable(refused)).toBe(true);
    expect(isServiceUnreachable(failedQuery(refused as Error))).toBe(true);
  });

  test("an auth service that refuses connections (fetch failed, the socket's error in cause)", async () => {
    const failed = await fetch(`http://127.0.0.1:${await closedPort()}/auth/v1/token`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failed).toMatchObject({ name: "TypeError", message: "fetch failed" });
    expect(isServiceUnreachable(failed)).toBe(true);
  });

  test("the embedded database closed or closing (PGlite)", async () => {
    const database = await openDatabase({ kind: "memory" });
    await database.close();
    const closed = await database.db.execute("select 1").then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isServiceUnreachable(closed)).toBe(true);
  });

  test.each([
    ["57P01", "terminating connection due to administrator command"],
    ["57P02", "terminating connection because of crash of another server process"],
    ["57P03", "the database system is starting up"],
    ["57014", "canceling statement due to statement timeout"],
    ["08006", "connection failure"],
    ["08001", "could not establish connection"],
    ["53300", "sorry, too many clients already"],
    ["53100", "could not extend file: No space left on device"],
    ["58030", "could not write to file: Input/output error"],
  ])("SQLSTATE %s (%s)", (code, message) => {
    expect(isServiceUnreachable(failedQuery(sqlError(code, message)))).toBe(true);
  });

  test.each([
    "Connection terminated unexpectedly",
    "Connection terminated due to connection timeout",
    "timeout exceeded when trying to connect",
    "Query read timeout",
    "Client has encountered a connection error and is not queryable",
    "Client was closed and is not queryable",
    "PGlite is closing",
  ])("the driver's %j", (message) => {
    expect(isServiceUnreachable(failedQuery(new Error(message)))).toBe(true);
  });

  test("a socket error code, also inside an AggregateError of a multi-address connect", () => {
    const reset = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
    expect(isServiceUnreachable(reset)).toBe(true);
    const refused = Object.assign(new Error("connect ECONNREFUSED ::1:5432"), { code: "ECONNREFUSED" });
    expect(isServiceUnreachable(new AggregateError([refused], "connect failed"))).toBe(true);
  });

  test("the hosted auth service or its key set not answering", () => {
    expect(isServiceUnreachable(new AuthRetryableFetchError("Service Unavailable", 503))).toBe(true);
    expect(isServiceUnreachable(new jose.JWKSTimeout())).toBe(true);
    expect(isServiceUnreachable(new jose.JOSEError("Expected 200 OK from the JSON Web Key Set HTTP response"))).toBe(
      true,
    );
  });
});

describe("faults and refusals, which stay what they are", () => {
  test.each([
    ["a unique violation", failedQuery(sqlError("23505", "duplicate key value violates unique constraint"))],
    ["a syntax error", failedQuery(sqlError("42601", 'syntax error at or near "selec"'))],
    ["a missing table", failedQuery(sqlError("42P01", 'relation "nope" does not exist'))],
    ["a plain bug", new TypeError("Cannot read properties of undefined (reading 'id')")],
    ["a wrong password", new AuthApiError("Invalid login credentials", 400, "invalid_credentials")],
    ["an expired token", new jose.JWTExpired('"exp" claim timestamp check failed', {})],
    ["a forged token", new jose.JWSSignatureVerificationFailed()],
    ["bad input", new ZodError([])],
    ["a 401", new HttpError(401, "unauthorized", "Please sign in.")],
    ["nothing", undefined],
    ["a string", "ECONNREFUSED"],
  ])("%s", (_name, error) => {
    expect(isServiceUnreachable(error)).toBe(false);
    expect(outageError(error)).toBeUndefined();
  });
});

describe("the error mapper", () => {
  test("answers an outage with 503, Retry-After and the API's error shape", async () => {
    const response = errorResponse(failedQuery(new Error("Connection terminated unexpectedly")));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      error: {
        code: "service_unavailable",
        message: "The service is temporarily unavailable. Please try again in a moment.",
      },
    });
  });

  test("answers a fault with a 500 that tells nothing of it", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const response = errorResponse(failedQuery(sqlError("42601", "syntax error")));
    expect(response.status).toBe(500);
    expect(response.headers.get("retry-after")).toBeNull();
    expect(JSON.stringify(await response.json())).not.toContain("syntax");
    logged.mockRestore();
  });
});
