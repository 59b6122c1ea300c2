import "server-only";
import { sql } from "drizzle-orm";
import { processDatabase } from "@/lib/server/platform/db/client";
import { inProcessChannel, postgresChannel, type NotifyChannel } from "@/lib/server/platform/db/notify-channel";
import { serverEnv } from "@/lib/server/platform/env";
import { processState } from "@/lib/server/platform/process-state";

/** The PostgreSQL channel the hit writers of every instance NOTIFY and the live streams LISTEN on. */
const CHANNEL = "portal_engagement";

/**
 * This process's channel of people's engagement (docs/engagement.md#live): on PostgreSQL a
 * LISTEN/NOTIFY channel shared by every instance; on PGlite, which one process holds, in process.
 */
export function engagementChannel(): NotifyChannel {
  return processState("engagement channel", openChannel);
}

function openChannel(): NotifyChannel {
  const env = serverEnv();
  if (!env.DATABASE_URL) return inProcessChannel();
  return postgresChannel({
    url: env.DATABASE_URL,
    name: CHANNEL,
    connectMs: env.DB_CONNECT_TIMEOUT_MS,
    notify: async (name, payload) => {
      const db = await processDatabase();
      await db.execute(sql`select pg_notify(${name}, ${payload})`);
    },
  });
}
