"use client";

import { useState } from "react";
import type { PopupProps } from "@/components/layout/lazy-popup";
import { ConfirmDialogContent } from "@/components/shared/confirm-dialog-content";
import { RoomStatusBadge } from "@/components/rooms/room-status-badge";
import { AlertDialog, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useAdminUserRooms, useRevokeRoomAsAdmin } from "@/lib/client/api/admin-rooms-queries";
import { formatDate } from "@/lib/client/format/format";
import type { AdminRoom } from "@/lib/contract/admin-rooms";
import type { AdminUser } from "@/lib/contract/admin-users";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function RoomLine({ room, revoking, onRevoke }: { room: AdminRoom; revoking: boolean; onRevoke: () => void }) {
  const made = formatDate(room.createdAt) ?? "N/A";
  const lastVisit = room.lastVisitAt ? `, last ${formatDate(room.lastVisitAt)}` : "";
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b py-2 last:border-b-0">
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {room.brandName} room of {made}
        </p>
        <p className="text-sm text-muted-foreground">
          {plural(room.assets, "asset")}, {plural(room.visits, "visit")}
          {lastVisit}
        </p>
      </div>
      <RoomStatusBadge room={room} />
      {room.status === "active" && !room.open && <Badge variant="outline">Closed: rep inactive</Badge>}
      {room.status !== "revoked" && (
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button type="button" variant="outline" size="sm" disabled={revoking}>
              Revoke
            </Button>
          </AlertDialogTrigger>
          <ConfirmDialogContent
            question="Are you sure you want to revoke this room?"
            description={`The ${room.brandName} room of ${made} closes for good; its history stays.`}
            action="Revoke"
            onConfirm={onRevoke}
          />
        </AlertDialog>
      )}
    </li>
  );
}

/**
 * 'Rooms' on a user's row (docs/rooms.md): the user's share rooms with their state and counts, never
 * a recipient or note, each with Revoke, so the rooms of a rep who left can be closed for good.
 */
export function UserRoomsDialog({ user, trigger, defaultOpen }: PopupProps & { user: AdminUser }) {
  const [open, setOpen] = useState(defaultOpen);
  const rooms = useAdminUserRooms(user.id, open);
  const revoke = useRevokeRoomAsAdmin(user.id);
  const list = rooms.data ?? [];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share Rooms</DialogTitle>
          <DialogDescription className="break-words">
            {user.email}
            {user.isActive ? "" : ": inactive, so their rooms are closed until they are reactivated."}
          </DialogDescription>
        </DialogHeader>
        {rooms.isPending ? (
          <Spinner />
        ) : rooms.isError ? (
          <p className="text-sm text-destructive">The rooms could not be loaded.</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">No rooms.</p>
        ) : (
          <ul aria-label="Rooms" className="max-h-96 overflow-y-auto">
            {list.map((room) => (
              <RoomLine
                key={room.id}
                room={room}
                revoking={revoke.isPending && revoke.variables === room.id}
                onRevoke={() => revoke.mutate(room.id)}
              />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
