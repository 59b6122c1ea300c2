"use client";

import { useId, useState } from "react";
import Link from "next/link";
import { ActivityIcon, BellOffIcon, CheckCheckIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useLiveEngagement } from "@/lib/client/api/live-engagement";
import { useMarkNotificationsRead, useNotifications } from "@/lib/client/api/notifications-queries";
import { formatDateTime } from "@/lib/client/format/format";
import { notificationPath } from "@/lib/contract/engagement-paths";
import type { Notification } from "@/lib/contract/notifications";
import { cn } from "@/lib/utils";
import type { PopupProps } from "./lazy-popup";
import { notificationText } from "./notification-text";

/** The alerts, each a link to what it is about (a room's detail, a share's or link's card, Integrations). */
function NotificationList({ items, onNavigate }: { items: Notification[]; onNavigate: () => void }) {
  if (items.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 px-4 py-8 text-center text-sm text-muted-foreground">
        <BellOffIcon className="size-6" aria-hidden="true" />
        <p>No alerts yet. One shows here when a link or share is first opened each day.</p>
      </div>
    );
  }
  return (
    <ul className="max-h-80 divide-y overflow-y-auto">
      {items.map((item) => (
        <li key={item.id} className={cn("flex gap-3 px-4 py-3 text-sm", !item.read && "bg-accent/50")}>
          <span
            aria-hidden="true"
            className={cn(
              "mt-1.5 size-2 shrink-0 rounded-full",
              item.read ? "bg-transparent" : "bg-primary dark:bg-foreground",
            )}
          />
          <div className="grid min-w-0 gap-0.5">
            <Link
              href={notificationPath(item.target, item.targetId)}
              onClick={onNavigate}
              className="break-words underline-offset-4 hover:underline"
            >
              {!item.read && <span className="sr-only">Unread: </span>}
              {notificationText(item)}
            </Link>
            <p className="text-xs text-muted-foreground">{formatDateTime(item.createdAt)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The bell's popover, loaded on its first use: the newest alerts, "Mark all as read" and a way to Activity. */
export function NotificationsPopup({ trigger, defaultOpen }: PopupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const titleId = useId();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unread ?? 0;
  // The list stays current while the popover is open.
  useLiveEngagement(undefined, open);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent
        align="end"
        collisionPadding={12}
        aria-labelledby={titleId}
        className="w-[min(24rem,calc(100vw-1.5rem))] p-0"
      >
        <div className="flex items-center justify-between gap-2 border-b px-4 py-2">
          <h2 id={titleId} className="text-sm font-semibold">
            Notifications
          </h2>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate()}
          >
            <CheckCheckIcon aria-hidden="true" />
            Mark all as read
          </Button>
        </div>
        {notifications.data ? (
          <NotificationList items={notifications.data.items} onNavigate={() => setOpen(false)} />
        ) : (
          <p className="px-4 py-8 text-center text-sm text-muted-foreground">
            {notifications.isError ? "Notifications could not be loaded." : "Loading notifications..."}
          </p>
        )}
        <div className="border-t p-1">
          <Button asChild variant="ghost" className="w-full justify-center">
            <Link href="/activity" onClick={() => setOpen(false)}>
              <ActivityIcon aria-hidden="true" />
              View activity
            </Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
