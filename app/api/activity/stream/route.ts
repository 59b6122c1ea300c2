import { route } from "@/lib/server/app/api-route";
import { engagementChannel } from "@/lib/server/app/engagement-channel";
import { engagementStream } from "@/lib/server/engagement/live-stream";

// A stream ends by itself after 240 s (STREAM_MAX_MS), inside this limit; the browser reconnects.
export const maxDuration = 300;

export const GET = route({ auth: "user" }, ({ user, request }) =>
  engagementStream(engagementChannel(), user, request.signal),
);
