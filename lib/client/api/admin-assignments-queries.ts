"use client";

import { errorText } from "@/lib/client/data/error-text";
import { apiRequest } from "@/lib/client/data/fetcher";
import { adminLibraryKeys, type LibraryNoun } from "./admin-library-queries";
import { useAdminMutation } from "./admin-mutation";

export interface AssignInput {
  userId: string;
  itemIds: string[];
}

/**
 * One POST /api/admin/users/{id}/{assets|resources} per ticked item (docs/api.md#calls), all sent together.
 * Assigning is idempotent, so after a partial failure the same selection can simply be sent again.
 */
async function assignEach(noun: LibraryNoun, { userId, itemIds }: AssignInput): Promise<void> {
  const path = `/api/admin/users/${encodeURIComponent(userId)}/${noun}s`;
  const results = await Promise.allSettled(itemIds.map((id) => apiRequest("POST", path, { [`${noun}Id`]: id })));
  const failures = results.filter((result) => result.status === "rejected").map((result) => result.reason as Error);
  const [first] = failures;
  if (!first) return;
  if (failures.length === itemIds.length) throw first;
  throw new Error(`${failures.length} of ${itemIds.length} could not be assigned: ${errorText(first)}`);
}

/** The batch assign call with its toasts; the list is refetched and `onSuccess` clears the ticks. */
export function useAssignItems(noun: LibraryNoun, success: string, failure: string, onSuccess: () => void) {
  return useAdminMutation({
    mutationFn: (input: AssignInput) => assignEach(noun, input),
    success,
    failure,
    invalidates: [adminLibraryKeys[noun]],
    onSuccess,
  });
}
