import type { NextRequest } from "next/server";
import { gotrueContext } from "@/lib/server/auth/backend";
import type { GoTrueContext } from "@/lib/server/auth/gotrue/context";
import { handleGoTrue } from "@/lib/server/auth/gotrue/handler";
import { HttpError, outageError } from "@/lib/server/platform/errors";
import { orUpstream } from "@/lib/server/platform/http";
import { getRuntime, type Runtime } from "@/lib/server/platform/runtime";

type Segment = { params: Promise<{ path: string[] }> };

/**
 * The built-in Supabase-Auth-compatible service; off (404) when SUPABASE_URL is set. In upstream
 * proxy mode the upstream's auth service answers instead: its tokens are the ones its API accepts.
 */
const serve = orUpstream(async function serveBuiltIn(request: NextRequest, segment: Segment): Promise<Response> {
  let runtime: Runtime;
  try {
    runtime = await getRuntime();
  } catch (error) {
    const outage = outageError(error);
    if (!outage) throw error;
    return Response.json({ code: outage.code, msg: outage.message }, { status: 503, headers: outage.headers });
  }
  if (!runtime.authKeys)
    return Response.json({ code: "not_found", msg: "The built-in auth service is off" }, { status: 404 });
  const { path } = await segment.params;
  let ctx: GoTrueContext;
  try {
    ctx = gotrueContext(runtime, request);
  } catch (error) {
    // A request under a host this server does not own (see publicOrigin): refused in GoTrue's shape.
    if (error instanceof HttpError)
      return Response.json({ code: error.code, msg: error.message }, { status: error.status });
    throw error;
  }
  return handleGoTrue(request, ctx, path);
});

export const GET = serve;
export const POST = serve;
export const PUT = serve;
export const DELETE = serve;
