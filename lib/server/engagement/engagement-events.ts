import "server-only";
import { inArray } from "drizzle-orm";
import { z } from "zod";
import type { LiveEngagement } from "@/lib/contract/activity";
import type { Db } from "@/lib/server/platform/db/client";
import type { NotifyChannel } from "@/lib/server/platform/db/notify-channel";
import { rooms, shareLinks, trackedLinks } from "@/lib/server/platform/db/schema";
import type { Hit, HitTarget } from "./hit-buffer";

/** A message on the channel: whose target it is, and which. */
const messageSchema = z.object({ userId: z.string(), kind: z.enum(["room", "share", "link"]), targetId: z.string() });
export type EngagementMessage = z.infer<typeof messageSchema>;

/** A message from the channel, or null if it is not one (the channel is shared with nothing else, but still). */
export function readEngagementMessage(payload: string): EngagementMessage | null {
  try {
    const parsed = messageSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The owners of targets of one kind, by target id. */
async function ownersOf(db: Db, kind: HitTarget, ids: string[]): Promise<{ id: string; userId: string }[]> {
  switch (kind) {
    case "link":
      return db
        .select({ id: trackedLinks.id, userId: trackedLinks.createdBy })
        .from(trackedLinks)
        .where(inArray(trackedLinks.id, ids));
    case "share":
      return db
        .select({ id: shareLinks.id, userId: shareLinks.userId })
        .from(shareLinks)
        .where(inArray(shareLinks.id, ids));
    case "room":
      return db.select({ id: rooms.id, userId: rooms.userId }).from(rooms).where(inArray(rooms.id, ids));
  }
}

/**
 * After a hit write commits: one message per target that got a person's hit, or whose hit was found
 * to be a preview's (`unfurled`), addressed to the target's rep. Other hits change no figure a rep
 * sees live, so they send nothing.
 */
export async function publishEngagement(db: Db, channel: NotifyChannel, hits: Hit[], unfurled: Hit[] = []) {
  const changed = [...hits.filter((hit) => hit.hitClass === "human"), ...unfurled];
  const byKind = new Map<HitTarget, Set<string>>();
  for (const hit of changed) byKind.set(hit.target, (byKind.get(hit.target) ?? new Set()).add(hit.targetId));
  const messages = await Promise.all(
    [...byKind].map(async ([kind, ids]) =>
      (await ownersOf(db, kind, [...ids])).map(({ id, userId }) => ({ userId, kind, targetId: id })),
    ),
  );
  await Promise.all(messages.flat().map((message) => channel.publish(JSON.stringify(message))));
}

/** What the rep's browser gets of a message: never whose it is (it is the rep's own). */
export const liveEngagementOf = ({ kind, targetId }: EngagementMessage): LiveEngagement => ({ kind, targetId });
