import type { ReactNode } from "react";
import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";
import {
  EXCLUDED_LABELS,
  excludedText,
  lastOpenedText,
  type ExcludedClass,
} from "@/components/activity/activity-labels";
import { LocalDateTime } from "@/components/shared/local-date-time";
import { RegionCard } from "@/components/shared/region-card";
import { RelativeTime } from "@/components/shared/relative-time";
import { CardContent } from "@/components/ui/card";
import { formatDate } from "@/lib/client/format/format";
import { countOf } from "@/lib/client/format/plural";
import type { RoomDetail } from "@/lib/contract/rooms";
import type { ScreenRead } from "@/lib/contract/screen-read-result";
import { FORWARDED_WHY, OTHER_DEVICE_WHY, RoomDeviceBadge } from "./possibly-forwarded";
import type { RoomSettings } from "./room-actions";
import { RoomDetailActions } from "./room-detail-actions";
import { RoomEngagement } from "./room-engagement";
import { RoomLiveRefresh } from "./room-live-refresh";
import { RoomLoadFailed } from "./room-load-failed";
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

/** "Created Nov 2, 2026 · Open until Dec 1, 2026": the day it was made in the reader's zone, its last day as set. */
function RoomDates({ room }: { room: RoomDetail }) {
  return (
    <>
      Created <LocalDateTime value={room.createdAt} dateOnly />
      {room.expiresOn && ` · Open until ${formatDate(room.expiresOn)}`}
    </>
  );
}

/** What the actions and their dialogs need of the room: all but its engagement, which the browser never needs. */
function settingsOf({
  engagement: _e,
  timeline: _t,
  excluded: _x,
  quoteList: _q,
  ...settings
}: RoomDetail): RoomSettings {
  return settings;
}

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
  const human = room.timeline.filter((visit) => visit.hitClass === "human");
  const others = room.timeline.filter((visit) => visit.hitClass !== "human");
  const excluded = excludedSummary(room.excluded);
  const lastVisit = lastOpenedText(room.lastVisitAt);
  const settings = settingsOf(room);
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
          Last visit: <RelativeTime value={room.lastVisitAt} relative={lastVisit.relative} />
          {" · "}
          {countOf(room.visits, "counted visit")}
        </p>
        <div className="hidden md:block">
          <RoomDetailActions room={settings} />
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
                <time dateTime={quote.createdAt} className="text-muted-foreground">
                  <LocalDateTime value={quote.createdAt} />
                </time>
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
      <Region id="room-note-title" title="Your note" description={<RoomDates room={room} />}>
        <div className="grid gap-4">
          <p className="text-sm whitespace-pre-wrap wrap-anywhere">{room.note || "No note."}</p>
          <div className="md:hidden">
            <RoomDetailActions room={settings} />
          </div>
        </div>
      </Region>
      <RoomLiveRefresh id={room.id} />
    </section>
  );
}

/**
 * A room's detail (docs/screens.md#rooms): recipient, note, assets' engagement, visits and quotes,
 * rendered on the server from its read and again on a live event of the room.
 */
export function RoomDetailScreen({ read }: { read: ScreenRead<RoomDetail> }) {
  if ("data" in read) return <RoomDetailView room={read.data} />;
  const missing = read.failure.status === 404;
  return (
    <section aria-labelledby="room-title" className="grid gap-4">
      <BackLink />
      <h1 id="room-title" className="text-3xl font-bold tracking-tight">
        {missing ? "Room not found" : "The room could not be loaded"}
      </h1>
      {missing ? (
        <p className="text-muted-foreground">There is no room of yours at this address.</p>
      ) : (
        <RoomLoadFailed failure={read.failure} />
      )}
    </section>
  );
}
