import "server-only";
import type { NextRequest } from "next/server";
import { HttpError, outageError } from "@/lib/server/platform/http-errors";
import type { Db } from "@/lib/server/platform/db/client";
import { authSetup, type AuthSetup } from "../keys";
import { gotrueContext } from "../backend";
import type { GoTrueContext } from "./context";
import { handleGoTrue } from "./handler";

/**
 * /auth/v1/*: the built-in Supabase-Auth-compatible service, answering in GoTrue's error shape; off
 * (404) when SUPABASE_URL is set. `database` is the started app's; its outage answers 503.
 */
export async function serveBuiltInAuth(database: Promise<Db>, request: NextRequest, path: string[]): Promise<Response> {
  let auth: AuthSetup;
  try {
    auth = await authSetup(await database);
  } catch (error) {
    const outage = outageError(error);
    if (!outage) throw error;
    return Response.json({ code: outage.code, msg: outage.message }, { status: 503, headers: outage.headers });
  }
  if (!auth.authKeys)
    return Response.json({ code: "not_found", msg: "The built-in auth service is off" }, { status: 404 });
  let ctx: GoTrueContext;
  try {
    ctx = gotrueContext(auth, request);
  } catch (error) {
    // A request under a host this server does not own (see publicOrigin): refused in GoTrue's shape.
    if (error instanceof HttpError)
      return Response.json({ code: error.code, msg: error.message }, { status: error.status });
    throw error;
  }
  return handleGoTrue(request, ctx, path);
}
