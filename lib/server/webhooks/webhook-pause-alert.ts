import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { notifications, profiles, type webhookEndpoints } from "@/lib/server/platform/db/schema";

/**
 * Tells in the bell that an endpoint was paused after five days of failures: the admin who added it,
 * or, when that account is gone or no longer an admin, every live admin (someone has to resume it).
 * Once per admin, endpoint and day, in the pause's transaction.
 */
export async function tellAdminOfPause(
  tx: Db,
  endpoint: typeof webhookEndpoints.$inferSelect,
  at: Date,
): Promise<void> {
  const title = endpoint.description || endpoint.url;
  const day = at.toISOString().slice(0, 10);
  const liveAdmin = (alias: string) =>
    sql.raw(`${alias}.role = 'admin' and ${alias}.is_active and ${alias}.deleted_at is null`);
  await tx.execute(sql`
    insert into ${notifications} (user_id, target, target_id, title, day)
    select p.id, 'webhook', ${endpoint.id}, ${title}, ${day}::date from ${profiles} p
    where ${liveAdmin("p")} and (p.id = ${endpoint.createdBy}
      or not exists (select 1 from ${profiles} c where c.id = ${endpoint.createdBy} and ${liveAdmin("c")}))
    on conflict (user_id, target_id, day) do nothing`);
}
