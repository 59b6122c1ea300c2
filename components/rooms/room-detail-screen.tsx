"use client";

import { useState, type ReactNode } from "react";
import Link from "next/link";
import { ArrowLeftIcon, RotateCwIcon } from "lucide-react";
import {
  EXCLUDED_LABELS,
  excludedText,
  lastOpenedText,
  type ExcludedClass,
} from "@/components/activity/activity-labels";
import { RegionCard } from "@/components/shared/region-card";
import { Button } from "@/components/ui/button";
import { CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/client/data/api-error";
import { useLiveEngagement } from "@/lib/client/api/live-engagement";
import { useRoom } from "@/lib/client/api/rooms-queries";
import { errorText } from "@/lib/client/data/error-text";
import { formatDate, formatDateTime } from "@/lib/client/format/format";
import { countOf } from "@/lib/client/format/plural";
import type { RoomDetail, RoomSummary } from "@/lib/contract/rooms";
import { FORWARDED_WHY, OTHER_DEVICE_WHY, RoomDeviceBadge } from "./possibly-forwarded";
import { RoomActions, type RoomDialogKind } from "./room-actions";
import { RoomDialogs, type RoomDialogState } from "./room-dialogs";
import { RoomEngagement } from "./room-engagement";
import { RoomStatusBadge } from "./room-status-badge";
import { NotCountedVisits, pageCountsOf, RoomTimeline } from "./room-timeline";

const NOT_COUNTED_WHY =
  "Mail scanners (also right after the room's e-mail), link previews, bots, link checks and your own visits " +
  "are left out.";

function BackLink() {
  return (
    <Link href="/rooms" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:underline">
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      All rooms
    </Link>
  );
}

function Region({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <RegionCard titleId={id} title={title} description={description}>
      <CardContent>{children}</CardContent>
    </RegionCard>
  );
}

/** "1 mail scanner check, 1 visit of your own": the room's visits left out, by class. */
function excludedSummary(excluded: RoomDetail["excluded"]): string | null {
  const parts = (Object.keys(EXCLUDED_LABELS) as ExcludedClass[])
    .filter((kind) => (excluded[kind] ?? 0) > 0)
    .map((kind) => excludedText(kind, excluded[kind]!));
  return parts.length ? parts.join(", ") : null;
}

/** "Created Nov 2, 2026 · Open until Dec 1, 2026". */
const roomDates = (room: RoomDetail) =>
  [`Created ${formatDate(room.createdAt)}`, room.expiresOn && `Open until ${formatDate(room.expiresOn)}`]
    .filter(Boolean)
    .join(" · ");

/** The device note under the header: why the room reads "Possibly forwarded" or "Opened on another device". */
function DeviceNote({ room }: { room: RoomDetail }) {
  if (!room.possiblyForwarded && !room.otherDevice) return null;
  const forwarded = room.possiblyForwarded;
  return (
    <div
      role="note"
      className={
        forwarded
          ? "rounded-md border border-amber-500/40 bg-amber-500/10 p-4 text-sm"
          : "rounded-md border p-4 text-sm"
      }
    >
      <p className="font-medium">{forwarded ? "Possibly forwarded" : "Opened on another device"}</p>
      <p>{forwarded ? FORWARDED_WHY : OTHER_DEVICE_WHY} Every visit is counted once, whatever its device.</p>
    </div>
  );
}

/**
 * What the recipient did comes first (who, the last visit, what they opened, their visits), the room's
 * own settings (note, actions) after it; on a wide screen the actions also sit under the title.
 */
function RoomDetailView({ room }: { room: RoomDetail }) {
  const [dialog, setDialog] = useState<RoomDialogState>(null);
  const human = room.timeline.filter((visit) => visit.hitClass === "human");
  const others = room.timeline.filter((visit) => visit.hitClass !== "human");
  const excluded = excludedSummary(room.excluded);
  const lastVisit = lastOpenedText(room.lastVisitAt);
  const openDialog = (kind: RoomDialogKind, target: RoomSummary) => setDialog({ kind, room: target });
  return (
    <section aria-labelledby="room-title" className="grid gap-6">
      <BackLink />
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <RoomStatusBadge room={room} />
          <RoomDeviceBadge room={room} />
        </div>
        <h1 id="room-title" className="text-3xl font-bold tracking-tight wrap-anywhere">
          Room for {room.recipientName}
        </h1>
        <p className="text-muted-foreground wrap-anywhere">
          {[room.recipientCompany, room.recipientEmail].filter(Boolean).join(" · ") || "No company or e-mail given"}
        </p>
        <p className="text-sm">
          Last visit: <span title={lastVisit.absolute ?? undefined}>{lastVisit.relative}</span>
          {" · "}
          {countOf(room.visits, "counted visit")}
        </p>
        <div className="hidden md:block">
          <RoomActions room={room} onOpen={openDialog} />
        </div>
      </header>
      <DeviceNote room={room} />
      <Region
        id="room-assets-title"
        title="Assets"
        description={`What ${room.recipientName} opened, over ${countOf(room.visits, "counted visit")}.`}
      >
        <RoomEngagement engagement={room.engagement} />
      </Region>
      <Region
        id="room-visits-title"
        title="Visits"
        description="Newest first. Devices are numbered in the order they first came."
      >
        <RoomTimeline visits={human} pageCounts={pageCountsOf(room.engagement)} />
      </Region>
      <Region id="room-quotes-title" title="Quotes">
        {room.quoteList.length === 0 ? (
          <p className="text-sm text-muted-foreground">No quotes from this room yet.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {room.quoteList.map((quote) => (
              <li key={quote.id}>
                <span className="font-medium">{quote.externalId}</span>{" "}
                <span className="text-muted-foreground">{formatDateTime(quote.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </Region>
      <Region id="room-not-counted-title" title="Not counted" description={NOT_COUNTED_WHY}>
        <div className="grid gap-3">
          <p className="text-sm">{excluded ?? "Nothing left out."}</p>
          {others.length > 0 && <NotCountedVisits visits={others} />}
        </div>
      </Region>
      <Region id="room-note-title" title="Your note" description={roomDates(room)}>
        <div className="grid gap-4">
          <p className="text-sm whitespace-pre-wrap wrap-anywhere">{room.note || "No note."}</p>
          <div className="md:hidden">
            <RoomActions room={room} onOpen={openDialog} />
          </div>
        </div>
      </Region>
      <RoomDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}

/** A room's detail (docs/screens.md#rooms): recipient, note, assets' engagement, visits and quotes. */
export function RoomDetailScreen({ id }: { id: string }) {
  const room = useRoom(id);
  useLiveEngagement();
  if (room.data) return <RoomDetailView room={room.data} />;
  if (room.error) {
    const missing = room.error instanceof ApiError && room.error.status === 404;
    return (
      <section aria-labelledby="room-title" className="grid gap-4">
        <BackLink />
        <h1 id="room-title" className="text-3xl font-bold tracking-tight">
          {missing ? "Room not found" : "The room could not be loaded"}
        </h1>
        <p className="text-muted-foreground">
          {missing ? "There is no room of yours at this address." : errorText(room.error)}
        </p>
        {!missing && (
          <Button type="button" variant="outline" className="w-fit" onClick={() => void room.refetch()}>
            <RotateCwIcon aria-hidden="true" />
            Try again
          </Button>
        )}
      </section>
    );
  }
  return (
    <div className="grid gap-4" role="status" aria-label="Loading the room">
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
