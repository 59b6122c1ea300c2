import { after } from "next/server";
import { publicRoute } from "@/lib/server/app/api-route";
import { hitWriter } from "@/lib/server/app/hit-writer";
import { serveUpload } from "@/lib/server/library/uploads";
import { recordFileOpen } from "@/lib/server/shares/file-open";

// A rep's copied link to the file counts as an open of their share before the file is served.
const serve = (method: "GET" | "HEAD") =>
  publicRoute({}, async ({ db, env, params, request }) => {
    const name = String(params.name);
    await recordFileOpen(db, hitWriter(), request, name, { method, keepAlive: after });
    return serveUpload({ db, env }, name, request);
  });

export const GET = serve("GET");
export const HEAD = serve("HEAD");
