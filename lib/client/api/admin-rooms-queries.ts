"use client";

import { useQuery } from "@tanstack/react-query";
import { apiRequest, parsedQueryFn } from "@/lib/client/data/fetcher";
import { useAdminMutation } from "./admin-mutation";
import { useIsAdmin } from "./signed-in";
import { schemaOf } from "./schema-of";

const userRoomsKey = (userId: string) => [`/api/admin/users/${encodeURIComponent(userId)}/rooms`] as const;

/** GET /api/admin/users/{id}/rooms, once `enabled` (the dialog is open): state and counts only. */
export function useAdminUserRooms(userId: string, enabled: boolean) {
  const isAdmin = useIsAdmin();
  return useQuery({
    queryKey: userRoomsKey(userId),
    queryFn: parsedQueryFn(schemaOf("adminRooms")),
    enabled: isAdmin && enabled,
  });
}

/** DELETE /api/admin/rooms/{id}; `variables` is the room's id. */
export const useRevokeRoomAsAdmin = (userId: string) =>
  useAdminMutation<string>({
    mutationFn: (id) => apiRequest("DELETE", `/api/admin/rooms/${encodeURIComponent(id)}`),
    success: "Room revoked",
    failure: "Failed to revoke room",
    invalidates: [userRoomsKey(userId)],
  });
