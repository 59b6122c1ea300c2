"use client";

import { BellIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useNotifications } from "@/lib/client/api/notifications-queries";
import { useIsSignedIn } from "@/lib/client/api/signed-in";
import { cn } from "@/lib/utils";
import { lazyPopup } from "./lazy-popup";
import { badgeText, bellLabel } from "./notification-text";

const NotificationsPopup = lazyPopup(
  () => import("./notifications-popup").then((module) => module.NotificationsPopup),
  "dialog",
);

/** The top bar's bell: the unread alerts' count on it, the newest alerts in a popover. */
export function NotificationsBell() {
  const signedIn = useIsSignedIn();
  const unread = useNotifications().data?.unread ?? 0;
  if (!signedIn) return null;
  return (
    <NotificationsPopup
      trigger={
        <Button variant="ghost" size="icon" className="relative" aria-label={bellLabel(unread)}>
          <BellIcon className="size-5" aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className={cn(
                "absolute top-1 right-1 grid h-4 min-w-4 place-items-center rounded-full bg-destructive px-1",
                "text-[10px] leading-none font-semibold text-white tabular-nums",
              )}
            >
              {badgeText(unread)}
            </span>
          )}
        </Button>
      }
    />
  );
}
