"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/client/browser/toast";
import { errorText } from "@/lib/client/data/error-text";
import { apiParsed, apiRequest } from "@/lib/client/data/fetcher";
import type { CreateRoomInput, RoomDetail, RoomEmailInput, UpdateRoomInput } from "@/lib/contract/rooms";
import { queryKeys } from "@/lib/query-keys";
import { ROOMS_PATH, roomPath } from "./rooms-queries";
import { schemaOf } from "./schema-of";

/** After a change to a room: the list, and the room's own cache filled with the server's answer. */
function useStoreRoom() {
  const queryClient = useQueryClient();
  return async (room: RoomDetail) => {
    queryClient.setQueryData(queryKeys.room(room.id), room);
    await queryClient.invalidateQueries({ queryKey: queryKeys.rooms });
  };
}

/**
 * POST /api/rooms; `onCreated` gets the new room (its `url` is the link to share). A refusal is
 * said once, in the form (under its field, or above the buttons), not again in a toast.
 */
export function useCreateRoom(onCreated?: (room: RoomDetail) => void) {
  const store = useStoreRoom();
  return useMutation({
    mutationFn: (input: CreateRoomInput) => apiParsed(schemaOf("room"), "POST", ROOMS_PATH, input),
    onSuccess: async (room) => {
      toast.success("Room created", { description: `The room for ${room.recipientName} is ready to share.` });
      onCreated?.(room);
      await store(room);
    },
  });
}

/**
 * PATCH /api/rooms/{id}: the note, the assets (the new list replaces the old) or the expiry; a
 * refusal is said in the form.
 */
export function useUpdateRoom(onUpdated?: (room: RoomDetail) => void) {
  const store = useStoreRoom();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateRoomInput }) =>
      apiParsed(schemaOf("room"), "PATCH", roomPath(id), change),
    onSuccess: async (room) => {
      toast.success("Room updated");
      onUpdated?.(room);
      await store(room);
    },
  });
}

/** DELETE /api/rooms/{id}: revokes the room (its page answers 410; its history stays); `variables` is the id. */
export function useRevokeRoom(onRevoked?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", roomPath(id)),
    onSuccess: async (_response, id) => {
      toast.success("Room revoked", { description: "Its link no longer opens the room." });
      onRevoked?.();
      await Promise.all(
        [queryKeys.rooms, queryKeys.room(id)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => toast.error("Failed to revoke room", { description: errorText(error) }),
  });
}

/** POST /api/rooms/{id}/email: the room's link goes to the recipient (or the given address). */
export function useSendRoomEmail(onSent?: () => void) {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RoomEmailInput }) =>
      apiParsed(schemaOf("roomEmail"), "POST", `${roomPath(id)}/email`, body),
    // An e-mail is not sent twice on a lost response.
    retry: false,
    onSuccess: (sent) => {
      toast.success("Email Sent", { description: `The room has been sent to ${sent.email}` });
      onSent?.();
    },
    onError: (error) => toast.error("Failed to send email", { description: errorText(error) }),
  });
}
