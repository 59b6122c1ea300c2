import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { assets, notifications, profiles, shareLinks, trackedLinks } from "@/lib/server/platform/db/schema";
import type { FirstHumanHit } from "@/lib/server/engagement/hit-buffer";
import type { FirstHitsHandler } from "@/lib/server/engagement/hit-store";
import type { Mailer } from "@/lib/server/platform/mail/mailer";
import { pagesReadPhrase, sharePagesReadOn } from "@/lib/server/pages/pages-read-alerts";
import { openedInRoom, ROOM_ALERT_TITLES } from "@/lib/server/rooms/room-alerts";
import { alertMessage, type Alert, type AlertMailSettings } from "./alert-message";

/**
 * Where a target's owner and title come from: the link's rep and name, the share's rep and asset
 * title, or the room's rep and recipient.
 */
function ownerAndTitle(target: FirstHumanHit["target"]) {
  switch (target) {
    case "link":
      return sql`select t.id as target_id, t.created_by as user_id, t.name as title from ${trackedLinks} t`;
    case "share":
      return sql`select s.id as target_id, s.user_id, a.title
        from ${shareLinks} s join ${assets} a on a.id = s.asset_id`;
    case "room":
      return ROOM_ALERT_TITLES;
  }
}

/**
 * Makes the in-portal notification of each first human hit of a day (once per user, target and
 * day, even when two processes race), with how far a PDF was read when a page report has come in,
 * and returns the e-mail alerts due: for users who have not turned them off and are live.
 */
async function recordAlerts(tx: Db, target: FirstHumanHit["target"], firsts: FirstHumanHit[]): Promise<Alert[]> {
  const rows = JSON.stringify(firsts.map((f) => ({ target_id: f.targetId, day: f.day })));
  const made = tx.$with("made", {
    userId: sql<string>`user_id`.as("user_id"),
    title: sql<string>`title`.as("title"),
    targetId: sql<string>`target_id`.as("target_id"),
    day: sql<string>`day`.as("day"),
    at: sql<Date>`created_at`.mapWith(notifications.createdAt).as("alerted_at"),
  }).as(sql`
      insert into ${notifications} (user_id, target, target_id, title, day)
      select o.user_id, ${target}, o.target_id, o.title, v.day
      from json_to_recordset(${rows}::json) as v(target_id uuid, day date)
      join (${ownerAndTitle(target)}) o on o.target_id = v.target_id
      on conflict (user_id, target_id, day) do nothing
      returning user_id, title, target_id, day::text as day, created_at as alerted_at`);
  const alerted = await tx
    .with(made)
    .select({
      title: made.title,
      targetId: made.targetId,
      day: made.day,
      at: made.at,
      userId: made.userId,
      email: profiles.email,
      firstName: profiles.firstName,
      timeZone: profiles.timeZone,
      mailable: sql<boolean>`${profiles.emailAlerts} and ${profiles.isActive} and ${profiles.deletedAt} is null`,
    })
    .from(made)
    .innerJoin(profiles, eq(profiles.id, made.userId));
  const alerts: Alert[] = [];
  for (const { targetId, day, mailable, ...row } of alerted) {
    const room = target === "room" ? await openedInRoom(tx, targetId, day) : undefined;
    const sharePages = target === "share" ? await sharePagesReadOn(tx, targetId, day) : undefined;
    // The bell says how far they read too, when a page report came in before the alert.
    const pagesRead = room?.pagesRead ?? (sharePages && pagesReadPhrase(sharePages));
    if (pagesRead)
      await tx
        .update(notifications)
        .set({ pagesRead })
        .where(
          and(eq(notifications.userId, row.userId), eq(notifications.targetId, targetId), eq(notifications.day, day)),
        );
    if (mailable) alerts.push({ target, targetId, ...row, opened: room?.titles, pagesRead: sharePages });
  }
  return alerts;
}

/**
 * The hit writer's handler of first human hits: notifications in the write's transaction, e-mails
 * after it commits (a failed send is logged; the notification stays).
 */
export function firstOpenAlerts(mailer: Mailer, settings: AlertMailSettings): FirstHitsHandler {
  return async (tx, firsts) => {
    const alerts: Alert[] = [];
    for (const target of ["link", "share", "room"] as const) {
      const ofTarget = firsts.filter((f) => f.target === target);
      if (ofTarget.length) alerts.push(...(await recordAlerts(tx, target, ofTarget)));
    }
    if (!alerts.length) return undefined;
    return async () => {
      const sent = await Promise.allSettled(alerts.map((alert) => mailer.send(alertMessage(alert, settings))));
      for (const result of sent)
        if (result.status === "rejected") console.error("Could not send an alert e-mail:", result.reason);
    };
  };
}
