import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "@/lib/server/db/client";

/**
 * The title of the asset or resource whose file is the upload `name`: a live item before a deleted
 * one, then the newest. Undefined while no item uses the file.
 */
export async function uploadTitle(db: Db, name: string): Promise<string | undefined> {
  const url = `/uploads/${name}`;
  const [row] = await queryRows<{ title: string }>(
    db,
    sql`select title, deleted_at is null as live, created_at from assets where url = ${url}
        union all
        select title, deleted_at is null as live, created_at from resources where url = ${url}
        order by live desc, created_at desc
        limit 1`,
  );
  return row?.title;
}
