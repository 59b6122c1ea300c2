import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { z } from "zod";
import type { PortalUser } from "@/lib/contract/auth";
import type { ScreenRead } from "@/lib/contract/screen-read-result";
import { renderUser } from "@/lib/server/session/session";
import { processDatabase, type Db } from "@/lib/server/platform/db/client";
import { serverEnv } from "@/lib/server/platform/env";
import { errorResponse } from "@/lib/server/platform/http-errors";
import { publicOriginIfKnown } from "@/lib/server/platform/request/public-origin";
import { forwardToUpstream, upstreamConfig } from "@/lib/server/platform/upstream";
import { asSent } from "./prefetch";

interface ScreenReadOptions<S extends z.ZodType> {
  /** The API call the screen stands for (e.g. /api/activity): in upstream proxy mode, the upstream answers it. */
  path: string;
  /** Its response's contract schema: the screen gets the value as the API sends it. */
  schema: S;
  /** The domain read the API route makes, for the user the request gate verified. */
  read: (db: Db, user: PortalUser) => Promise<unknown>;
}

/** This render's request as a route handler would get it, for a path of this site. */
async function renderRequest(path: string): Promise<Request> {
  const requestHeaders = await headers();
  return new Request(new URL(path, `http://${requestHeaders.get("host") ?? "localhost"}`), { headers: requestHeaders });
}

/** A failed answer, as the screen says it. */
async function failureOf(response: Response) {
  return { failure: { status: response.status, body: await response.text() } };
}

/**
 * A signed-in screen's data read during its server render, with the API's rules: the user is the
 * one the request gate verified for this request by the same chain as every API call (session/session.ts),
 * and a failure is the status and body the API would answer (logged as the API logs it). In
 * upstream proxy mode the upstream's API answers.
 */
export async function readForScreen<S extends z.ZodType>({
  path,
  schema,
  read,
}: ScreenReadOptions<S>): Promise<ScreenRead<z.output<S>>> {
  const signedIn = await renderUser();
  // The gate sends a signed-out visitor to /login before any render; this render ran without it.
  if (!signedIn) redirect("/login");
  const upstream = upstreamConfig();
  if (upstream) {
    const response = await forwardToUpstream(await renderRequest(path), upstream);
    if (!response.ok) return failureOf(response);
    return { data: schema.parse(await response.json()) };
  }
  try {
    // The request gate has waited for the app to start on this database.
    const db = await processDatabase();
    return { data: asSent(schema, await read(db, signedIn.user)) };
  } catch (error) {
    return failureOf(errorResponse(error));
  }
}

/** This site's public origin for a page render (its absolute links), as publicOrigin() finds it for a request. */
export async function renderOrigin(): Promise<string> {
  return publicOriginIfKnown(await renderRequest("/"), serverEnv()) ?? "";
}
