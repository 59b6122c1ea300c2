import type { Notification } from "@/lib/contract/notifications";
import { formatDate } from "@/lib/client/format/format";

/** An alert as a sentence, with how far a PDF was read when that was known at the time. */
export function notificationText(
  alert: Pick<Notification, "target" | "title" | "day"> & Partial<Pick<Notification, "pagesRead">>,
): string {
  const sentence = firstOpenText(alert);
  return alert.pagesRead ? `${sentence} · ${alert.pagesRead}` : sentence;
}

/** A link's, share's or room's first human click or open of a (UTC) day, or a webhook endpoint paused. */
function firstOpenText({ target, title, day }: Pick<Notification, "target" | "title" | "day">): string {
  const when = formatDate(day) ?? day;
  switch (target) {
    case "link":
      return `Your tracked link "${title}" was clicked for the first time on ${when}`;
    case "share":
      return `Your shared asset "${title}" was opened for the first time on ${when}`;
    case "room":
      return `${title} opened your room for the first time on ${when}`;
    case "webhook":
      return `The webhook endpoint "${title}" was paused on ${when}: its deliveries failed for five days`;
  }
}

/** The bell's accessible name, with the unread count when there is one. */
export function bellLabel(unread: number | undefined): string {
  return unread ? `Notifications, ${unread} unread` : "Notifications";
}

/** The badge's figure: at most "9+", so it stays a dot-sized badge. */
export function badgeText(unread: number): string {
  return unread > 9 ? "9+" : String(unread);
}
