import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { assets, resources, type LibraryTable } from "@/lib/server/platform/db/schema";

/** The items of one library table whose file is `url`, with whether each is live and its age. */
const itemsWithUrl = (db: Db, table: LibraryTable, url: string) =>
  db
    .select({
      title: table.title,
      live: sql<boolean>`${table.deletedAt} is null`.as("live"),
      createdAt: table.createdAt,
    })
    .from(table)
    .where(eq(table.url, url));

/**
 * The title of the asset or resource whose file is the upload `name`: a live item before a deleted
 * one, then the newest. Undefined while no item uses the file.
 */
export async function uploadTitle(db: Db, name: string): Promise<string | undefined> {
  const url = `/uploads/${name}`;
  const [row] = await itemsWithUrl(db, assets, url)
    .unionAll(itemsWithUrl(db, resources, url))
    .orderBy(({ live, createdAt }) => [desc(live), desc(createdAt)])
    .limit(1);
  return row?.title;
}
