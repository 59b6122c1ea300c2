"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/client/browser/toast";
import { apiParsed, parsedQueryFn } from "@/lib/client/data/fetcher";
import { ENGAGEMENT_FRESHNESS } from "@/lib/client/data/live-freshness";
import { errorText } from "@/lib/client/data/error-text";
import type { AlertSettings } from "@/lib/contract/notifications";
import { queryKeys } from "@/lib/query-keys";
import { useIsSignedIn } from "./signed-in";
import { schemaOf } from "./schema-of";

const MARK_READ_PATH = "/api/notifications/read";
const ALERT_SETTINGS_PATH = "/api/user/alerts";
const notificationsKey = queryKeys.notifications;
const alertSettingsKey = [ALERT_SETTINGS_PATH] as const;

/** How often the bell asks for new alerts (besides when the window gets the focus again). */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** GET /api/notifications: the newest alerts and the unread count, polled modestly for the bell. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: parsedQueryFn(schemaOf("notifications")),
    enabled: useIsSignedIn(),
    ...ENGAGEMENT_FRESHNESS,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** POST /api/notifications/read: marks every alert read; the answer replaces the cached list. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiParsed(schemaOf("notifications"), "POST", MARK_READ_PATH),
    onSuccess: (notifications) => queryClient.setQueryData(notificationsKey, notifications),
    onError: (error) => toast.error("Failed to mark notifications as read", { description: errorText(error) }),
  });
}

/** GET /api/user/alerts: whether alerts also come by e-mail. */
export function useAlertSettings() {
  return useQuery({
    queryKey: alertSettingsKey,
    queryFn: parsedQueryFn(schemaOf("alertSettings")),
    enabled: useIsSignedIn(),
  });
}

/** PUT /api/user/alerts: turns e-mail alerts on or off, with a toast either way. */
export function useSetAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AlertSettings) => apiParsed(schemaOf("alertSettings"), "PUT", ALERT_SETTINGS_PATH, settings),
    onSuccess: (settings) => {
      queryClient.setQueryData(alertSettingsKey, settings);
      toast.success(settings.emailAlerts ? "E-mail alerts on" : "E-mail alerts off", {
        description: settings.emailAlerts
          ? "You will get an e-mail when a link or share is first opened each day."
          : "Alerts now only show under the bell.",
      });
    },
    onError: (error) => toast.error("Failed to change e-mail alerts", { description: errorText(error) }),
  });
}
