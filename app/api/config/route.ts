import { publicRoute } from "@/lib/server/http";
import { publicConfig } from "@/lib/server/services/public-config";

export const GET = publicRoute({}, ({ runtime, request }) => publicConfig(runtime, request));
