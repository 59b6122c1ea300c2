import { appReady } from "@/lib/server/app/start";
import { serveBuiltInAuth } from "@/lib/server/auth/gotrue/serve";
import { orUpstream } from "@/lib/server/platform/upstream";

// In upstream proxy mode the upstream's auth service answers instead: its tokens are the ones its API accepts.
type Segment = { params: Promise<{ path: string[] }> };

const serve = orUpstream(async (request, segment: Segment) =>
  serveBuiltInAuth(appReady(), request, (await segment.params).path),
);

export const GET = serve;
export const POST = serve;
export const PUT = serve;
export const DELETE = serve;
