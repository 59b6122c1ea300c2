"use client";

import { useQuery } from "@tanstack/react-query";
import { parsedQueryFn } from "@/lib/client/fetcher";
import type { CreateUserBody } from "@/lib/contract/admin-users";
import { useAdminCreate, useAdminDelete, type AdminListKey } from "./admin-mutation";
import { useIsAdmin } from "./signed-in";
import { schemaOf } from "./schema-of";

const usersKey: AdminListKey = ["/api/admin/users"];

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

/** DELETE /api/admin/users/{id}. */
export const useDeleteUser = () =>
  useAdminDelete(usersKey, { success: "User deleted successfully", failure: "Failed to delete user" });
