"use client";

import { useQuery } from "@tanstack/react-query";
import { parsedQueryFn } from "@/lib/client/data/fetcher";
import { apiRequest } from "@/lib/client/data/fetcher";
import type { CreateUserBody, UpdateUserBody } from "@/lib/contract/admin-users";
import { queryKeys } from "@/lib/query-keys";
import { useAdminCreate, useAdminMutation, type AdminListKey } from "./admin-mutation";
import { useIsAdmin } from "./signed-in";
import { schemaOf } from "./schema-of";

const usersKey: AdminListKey = queryKeys.adminUsers;

/** GET /api/admin/users: every live user, newest first. */
export function useAdminUsers() {
  return useQuery({ queryKey: usersKey, queryFn: parsedQueryFn(schemaOf("adminUsers")), enabled: useIsAdmin() });
}

/** POST /api/admin/users; `onCreated` follows the success toast. */
export const useCreateUser = (onCreated: () => void) =>
  useAdminCreate<CreateUserBody>(
    usersKey,
    { success: "User created successfully", failure: "Failed to create user" },
    onCreated,
  );

/** DELETE /api/admin/users/{id}; `onDeleted` follows the success toast. */
export const useDeleteUser = (onDeleted: () => void) =>
  useAdminMutation<string>({
    mutationFn: (id) => apiRequest("DELETE", `${usersKey[0]}/${encodeURIComponent(id)}`),
    success: "User deleted successfully",
    failure: "Failed to delete user",
    invalidates: [usersKey],
    onSuccess: onDeleted,
  });

/** PATCH /api/admin/users/{id}: names, role and active flag; `onUpdated` follows the success toast. */
export const useUpdateUser = (id: string, onUpdated: () => void) =>
  useAdminMutation<UpdateUserBody>({
    mutationFn: (body) => apiRequest("PATCH", `${usersKey[0]}/${encodeURIComponent(id)}`, body),
    success: "User updated successfully",
    failure: "Failed to update user",
    invalidates: [usersKey],
    onSuccess: onUpdated,
  });
