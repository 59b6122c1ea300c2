import { publicRoute } from "@/lib/server/app/api-route";
import { serveUpload } from "@/lib/server/library/uploads";

const serve = publicRoute({}, ({ db, env, params, request }) => serveUpload({ db, env }, String(params.name), request));

export const GET = serve;
export const HEAD = serve;
