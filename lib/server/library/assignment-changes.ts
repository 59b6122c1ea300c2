import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Assignment } from "@/lib/contract/admin-assignments";
import type { Db } from "@/lib/server/platform/db/client";
import { profiles } from "@/lib/server/platform/db/schema";
import { notFound } from "@/lib/server/platform/http-errors";
import type { LibraryKind } from "./library-changes";
import { idOr404 } from "@/lib/server/platform/row-id";

/**
 * Assigns a live asset or resource to a live user; assigning twice is fine (idempotent). From then
 * on only its assigned users see it (docs/rules.md#visibility).
 */
export async function assignItem(db: Db, kind: LibraryKind, rawUserId: string, rawItemId: string): Promise<Assignment> {
  const userId = idOr404(rawUserId, "User not found.", "user_not_found");
  const [user] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)));
  if (!user) throw notFound("User not found.", "user_not_found");
  const itemMessage = `${kind.noun} not found.`;
  const itemCode = `${kind.noun.toLowerCase()}_not_found`;
  const itemId = idOr404(rawItemId, itemMessage, itemCode);
  const { table } = kind;
  const [item] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, itemId), isNull(table.deletedAt)));
  if (!item) throw notFound(itemMessage, itemCode);
  const { userLinks } = kind.scope;
  await db.execute(
    sql`insert into ${userLinks.table}
      (${sql.identifier(userLinks.itemId.name)}, ${sql.identifier(userLinks.userId.name)})
      values (${itemId}, ${userId}) on conflict do nothing`,
  );
  return { userId, itemId, assigned: true };
}
