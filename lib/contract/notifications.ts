import { z } from "zod";

export const NOTIFICATIONS_LISTED = 20;

/**
 * One alert: a tracked link's, shared asset's or room's first human open of a UTC day, or (for an
 * admin) a webhook endpoint paused after five days of failed deliveries.
 */
export const notificationSchema = z.object({
  id: z.string(),
  target: z.enum(["link", "share", "room", "webhook"]),
  /** The link, share, room or endpoint: the alert leads to it (lib/contract/engagement-paths.ts: notificationPath). */
  targetId: z.string(),
  title: z.string(),
  day: z.string(),
  /** How far the reader got in a PDF by the time of the alert, e.g. "read 6 of 12 pages"; null if unknown. */
  pagesRead: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications and POST /api/notifications/read: the newest alerts and how many are unread. */
export const notificationsSchema = z.object({ unread: z.number(), items: z.array(notificationSchema) });
export type Notifications = z.infer<typeof notificationsSchema>;

/** GET and PUT /api/user/alerts: whether alerts also come by e-mail. */
export const alertSettingsSchema = z.object(
  { emailAlerts: z.boolean({ error: "emailAlerts must be true or false." }) },
  { error: "Please send the alert settings." },
);
export type AlertSettings = z.infer<typeof alertSettingsSchema>;
