import { publicRoute } from "@/lib/server/app/api-route";
import { publicConfig } from "@/lib/server/auth/public-config";
import { authSetup } from "@/lib/server/auth/keys";

// In upstream proxy mode this is forwarded like every /api call: the browser's auth client must use
// the upstream's auth service, whose tokens the upstream's API accepts. The upstream gets the
// browser's origin (X-Forwarded-Host), so a built-in upstream names this origin's /auth/v1, which
// is forwarded to it in turn; an upstream on hosted Supabase names its Supabase project.
export const GET = publicRoute({}, async ({ db, request }) => publicConfig(await authSetup(db), request));
