import { publicRoute } from "@/lib/server/http";
import { uploadsDir } from "@/lib/server/storage/local-disk";
import { serveUpload } from "@/lib/server/storage/serve-upload";

const serve = publicRoute({}, ({ runtime, params, request }) => serveUpload(uploadsDir(runtime.env.DATA_DIR), String(params.name), request));

export const GET = serve;
export const HEAD = serve;
