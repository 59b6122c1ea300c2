import { after } from "next/server";
import { followShortLink } from "@/lib/server/tracked-links/redirect";
import { publicRoute } from "@/lib/server/http";

const follow = (method: "GET" | "HEAD") =>
  publicRoute({}, ({ runtime, request, params }) =>
    followShortLink(runtime, request, String(params.slug), { method, keepAlive: after }),
  );

export const GET = follow("GET");
export const HEAD = follow("HEAD");
