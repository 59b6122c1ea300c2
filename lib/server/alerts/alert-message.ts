import "server-only";
import { engagementDetailPath } from "@/lib/contract/engagement-paths";
import { headerText } from "@/lib/server/platform/mail/mail-header";
import type { MailMessage } from "@/lib/server/platform/mail/mailer";
import { pagesReadPhrase, type PagesReadSoFar } from "@/lib/server/pages/pages-read-alerts";
import { unsubscribeToken } from "./unsubscribe-token";

export const ACTIVITY_PATH = "/activity";
export const UNSUBSCRIBE_PATH = "/api/alerts/unsubscribe";

export interface Alert {
  target: "link" | "share" | "room";
  /** The link, share or room: the e-mail links to its detail (else to Activity). */
  targetId?: string;
  /** The link's name, the shared asset's title, or the room's recipient ("Jane Smith (Acme)"). */
  title: string;
  /** A room's alert: the titles of what the recipient opened (lib/server/rooms/room-alerts.ts). */
  opened?: string[];
  /** A share's alert of a PDF with pages: how far the day's opens read, once a report has come in. */
  pagesRead?: PagesReadSoFar;
  /** When the first open of the day was recorded. */
  at: Date;
  userId: string;
  email: string;
  firstName: string | null;
  /** The rep's own time zone (their profile), when set; else the settings' zone. */
  timeZone?: string | null;
}

/** What every alert e-mail needs besides its alert: where links point, how to sign them, which clock to read. */
export interface AlertMailSettings {
  origin: string;
  unsubscribeKey: Buffer;
  /** The clock of a rep who has set no time zone (ALERT_TIME_ZONE). */
  timeZone: string;
}

/**
 * 'Thursday, November 26, 2026 at 3:04 PM EST (America/New_York)': the zone named, since a short
 * name alone can be ambiguous or a bare offset.
 */
export function alertTime(at: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(at);
  return time.endsWith(` ${timeZone}`) ? time : `${time} (${timeZone})`;
}

/** What the first open did, in one sentence after the alert's own: the room's titles, or the PDF's pages. */
function detailLines(alert: Alert): string[] {
  if (alert.opened?.length) return [`What they opened: ${alert.opened.join(", ")}.`];
  if (alert.pagesRead) return [`So far they ${pagesReadPhrase(alert.pagesRead)}.`];
  return [];
}

export function unsubscribeUrl(settings: AlertMailSettings, userId: string): string {
  const token = encodeURIComponent(unsubscribeToken(settings.unsubscribeKey, userId));
  return `${settings.origin}${UNSUBSCRIBE_PATH}?token=${token}`;
}

/** The way to what the alert is about: the room's detail, or the share's or link's card on Activity. */
function detailLine({ target, targetId }: Alert, origin: string): string {
  if (!targetId) return `See who opened what, and when, on Activity: ${origin}${ACTIVITY_PATH}`;
  const url = `${origin}${engagementDetailPath(target, targetId)}`;
  return target === "room"
    ? `See what they opened, and when, on the room's page: ${url}`
    : `See who opened what, and when, on Activity: ${url}`;
}

/**
 * The e-mail of one alert: what was opened and when (in the rep's time zone), said once, then what
 * was read; a link to Activity, where the switch is, and
 * a one-click unsubscribe (RFC 8058) that mail programs offer as their own button.
 */
export function alertMessage(alert: Alert, settings: AlertMailSettings): MailMessage {
  const what = {
    link: `Your tracked link "${alert.title}" was clicked`,
    share: `Your shared asset "${alert.title}" was opened`,
    room: `${alert.title} opened your room`,
  }[alert.target];
  const unsubscribe = unsubscribeUrl(settings, alert.userId);
  const text = [
    `Hello${alert.firstName ? ` ${alert.firstName}` : ""},`,
    "",
    `${what} for the first time today: ${alertTime(alert.at, alert.timeZone ?? settings.timeZone)}.`,
    ...detailLines(alert),
    "",
    detailLine(alert, settings.origin),
    "",
    "You get one such e-mail per link, share or room a day. To stop them, open the user menu (your name at",
    'the top right of the portal) and untick "E-mail me when a link or share is first opened each day",',
    `or turn them off in one step here: ${unsubscribe}`,
    "",
  ].join("\n");
  return {
    to: alert.email,
    subject: headerText(`${what} today`),
    text,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
