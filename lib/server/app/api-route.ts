import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { currentUser, hasAdminRights } from "@/lib/server/session/session";
import { authSetup } from "@/lib/server/auth/keys";
import type { Profile } from "@/lib/server/auth/profiles";
import type { Db } from "@/lib/server/platform/db/client";
import { serverEnv, type ServerEnv } from "@/lib/server/platform/env";
import { errorResponse, forbidden, fromZodError, HttpError } from "@/lib/server/platform/http-errors";
import { parseJsonBody } from "@/lib/server/platform/json-body";
import { readCappedText } from "@/lib/server/platform/request/capped-body";
import { refuseNulQuery } from "@/lib/server/platform/request/nul-text";
import { assertSameSite } from "@/lib/server/platform/request/same-site";
import { withCookies, type CookieToSet } from "@/lib/server/platform/request/session-credentials";
import { orUpstream } from "@/lib/server/platform/upstream";
import { appReady } from "./start";

type Params = Record<string, string | string[]>;

interface RouteSchemas<B, Q> {
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  /** Largest body read, in bytes (default JSON_BODY_MAX_BYTES); beyond it 413 before the rest is read. */
  maxBodyBytes?: number;
  /** Media types the body may be sent as (default JSON only; the share page's beacon posts text). */
  bodyTypes?: readonly string[];
}

export interface PublicContext<B, Q> {
  request: NextRequest;
  db: Db;
  env: ServerEnv;
  body: B;
  query: Q;
  params: Params;
}

export interface UserContext<B, Q> extends PublicContext<B, Q> {
  user: Profile;
  accessToken: string;
}

type Handler<C> = (ctx: C) => unknown;
type RouteHandler = (request: NextRequest, segment: { params: Promise<Params> }) => Promise<Response>;

/** The largest JSON body the API reads (the longest valid one, a full assignment list, is ~20 KB). */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
const JSON_ONLY = ["application/json"];

async function parseBody<B>(request: NextRequest, schemas: RouteSchemas<B, unknown>): Promise<B> {
  if (!schemas.body) return undefined as B;
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!(schemas.bodyTypes ?? JSON_ONLY).includes(type))
    throw new HttpError(
      415,
      "unsupported_media_type",
      "Send the request body as JSON (Content-Type: application/json).",
    );
  const text = await readCappedText(request, schemas.maxBodyBytes ?? JSON_BODY_MAX_BYTES);
  return parseJsonBody(text, schemas.body);
}

function parseQuery<Q>(request: NextRequest, schema: z.ZodType<Q> | undefined): Q {
  refuseNulQuery(request.nextUrl.searchParams);
  if (!schema) return undefined as Q;
  const parsed = schema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) throw fromZodError(parsed.error, "query");
  return parsed.data;
}

function toResponse(result: unknown): Response {
  if (result instanceof Response) return result;
  if (result === undefined) return new Response(null, { status: 204 });
  return Response.json(result);
}

async function baseContext<B, Q>(
  request: NextRequest,
  segment: { params: Promise<Params> },
  schemas: RouteSchemas<B, Q>,
) {
  const db = await appReady();
  const env = serverEnv();
  assertSameSite(request, env);
  const params = await segment.params;
  const query = parseQuery(request, schemas.query);
  const body = await parseBody(request, schemas);
  return { request, db, env, params, query, body };
}

/** A route anyone may call. */
export function publicRoute<B = undefined, Q = undefined>(
  schemas: RouteSchemas<B, Q>,
  handler: Handler<PublicContext<B, Q>>,
): RouteHandler {
  return orUpstream(async (request, segment) => {
    try {
      return toResponse(await handler(await baseContext(request, segment, schemas)));
    } catch (error) {
      return errorResponse(error);
    }
  });
}

/**
 * A route for signed-in users ("user") or admins only ("admin"). Authentication comes first,
 * then the input is parsed: a caller without rights learns nothing about the input rules.
 */
export function route<B = undefined, Q = undefined>(
  options: RouteSchemas<B, Q> & { auth: "user" | "admin" },
  handler: Handler<UserContext<B, Q>>,
): RouteHandler {
  return orUpstream(async (request, segment) => {
    const cookies: CookieToSet[] = [];
    try {
      const db = await appReady();
      assertSameSite(request, serverEnv());
      const { user, accessToken } = await currentUser(await authSetup(db), request, cookies);
      if (options.auth === "admin" && !hasAdminRights(user)) throw forbidden("Administrator privileges are required.");
      const ctx = await baseContext(request, segment, options);
      return withCookies(toResponse(await handler({ ...ctx, user, accessToken })), cookies);
    } catch (error) {
      return withCookies(errorResponse(error), cookies);
    }
  });
}
