"use client";

import { useId, type ReactNode } from "react";
import Link from "next/link";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { formatDate } from "@/lib/client/format/format";
import { countOf } from "@/lib/client/format/plural";
import { cn } from "@/lib/utils";
import { AssetCover } from "@/components/assets/asset-cover";
import { lastOpenedText } from "@/components/activity/activity-labels";
import { RoomDeviceBadge } from "./possibly-forwarded";
import { RoomActions, type RoomActionsProps } from "./room-actions";
import { RoomStatusBadge } from "./room-status-badge";

/** One figure of a room's card: its name over its value. */
function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="text-sm font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

/**
 * One room in the rep's list: who it is for, its assets, when it was made and last visited by the
 * recipient, its visits and status, and its actions. The name opens the room's detail.
 */
export function RoomCard({ room, onOpen }: RoomActionsProps) {
  const titleId = useId();
  const lastVisit = lastOpenedText(room.lastVisitAt);
  return (
    <Card role="article" aria-labelledby={titleId} className="min-w-0 gap-4">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <RoomStatusBadge room={room} />
          <RoomDeviceBadge room={room} />
        </div>
        <h2 id={titleId} className="text-base leading-snug font-semibold wrap-anywhere">
          <Link
            href={`/rooms/${encodeURIComponent(room.id)}`}
            className={cn(
              "rounded-sm hover:underline",
              "focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none",
            )}
          >
            {room.recipientName}
          </Link>
        </h2>
        {room.recipientCompany && (
          <p className="text-sm text-muted-foreground wrap-anywhere">{room.recipientCompany}</p>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex items-start gap-3">
          <AssetCover coverUrl={room.coverUrl} className="w-16 shrink-0 rounded-sm" />
          <p className="min-w-0 text-sm wrap-anywhere">
            <span className="font-medium">{countOf(room.assets.length, "asset")}:</span>{" "}
            <span className="text-muted-foreground">{room.assets.map((asset) => asset.title).join(", ")}</span>
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure term="Created">{formatDate(room.createdAt)}</Figure>
          <Figure term="Last visit">
            <span title={lastVisit.absolute ?? undefined}>{lastVisit.relative}</span>
          </Figure>
          <Figure term="Visits">{room.visits.toLocaleString("en-US")}</Figure>
          <Figure term="Quotes">{room.quotes.toLocaleString("en-US")}</Figure>
        </dl>
      </CardContent>
      <CardFooter className="border-t pt-4">
        <RoomActions room={room} onOpen={onOpen} />
      </CardFooter>
    </Card>
  );
}
