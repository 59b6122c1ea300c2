import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { NOTIFICATIONS_LISTED, type AlertSettings, type Notifications } from "@/lib/contract/notifications";
import type { Db } from "@/lib/server/platform/db/client";
import { notifications, profiles } from "@/lib/server/platform/db/schema";
import type { Actor, Profile } from "@/lib/server/auth/profiles";

/** GET /api/notifications: the actor's newest alerts and the count of unread ones. */
export async function listNotifications(db: Db, actor: Actor): Promise<Notifications> {
  const mine = eq(notifications.userId, actor.id);
  const items = await db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LISTED);
  return {
    unread: await db.$count(notifications, and(mine, isNull(notifications.readAt))),
    items: items.map((n) => ({
      id: n.id,
      target: n.target,
      targetId: n.targetId,
      title: n.title,
      day: n.day,
      pagesRead: n.pagesRead,
      createdAt: n.createdAt.toISOString(),
      read: n.readAt !== null,
    })),
  };
}

/** POST /api/notifications/read: marks all of the actor's alerts read. */
export async function markAllRead(db: Db, actor: Actor): Promise<Notifications> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt)));
  return listNotifications(db, actor);
}

export function alertSettings(actor: Profile): AlertSettings {
  return { emailAlerts: actor.emailAlerts };
}

/** PUT /api/user/alerts: turns the actor's e-mail alerts on or off (in-portal alerts stay). */
export async function setAlertSettings(db: Db, actor: Profile, settings: AlertSettings): Promise<AlertSettings> {
  await db.update(profiles).set({ emailAlerts: settings.emailAlerts }).where(eq(profiles.id, actor.id));
  return settings;
}

/** The one-step unsubscribe of alert e-mails: the same switch, for the user a signed link names. */
export async function turnOffAlertEmails(db: Db, userId: string): Promise<void> {
  await db.update(profiles).set({ emailAlerts: false }).where(eq(profiles.id, userId));
}
