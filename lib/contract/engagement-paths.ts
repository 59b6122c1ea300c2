// No zod here: the feed and the bell import this on their first load, and zod loads later (25 kB).

/**
 * Where a room's, share's or link's engagement is shown in the portal: the room's detail, or the
 * share's or link's card on Activity. The feed's lines, the bell's alerts and the alert e-mail lead there.
 */
export function engagementDetailPath(kind: "room" | "share" | "link", id: string): string {
  return kind === "room" ? `/rooms/${encodeURIComponent(id)}` : `/activity#${kind}-${encodeURIComponent(id)}`;
}

/** Where a bell alert leads: the engagement's detail, or a paused webhook endpoint's Integrations tab. */
export function notificationPath(target: "room" | "share" | "link" | "webhook", id: string): string {
  return target === "webhook" ? "/admin?tab=integrations" : engagementDetailPath(target, id);
}
