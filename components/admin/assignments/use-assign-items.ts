"use client";

import { apiJson } from "@/lib/client/fetcher";
import { errorText } from "@/lib/client/error-text";
import { useAdminMutation } from "@/lib/client/hooks/admin-queries";
import type { Assignment } from "@/lib/contract/admin-assignments";
import type { AssignmentKind } from "./assignment-kinds";

interface AssignInput {
  userId: string;
  itemIds: string[];
}

/**
 * One POST /api/admin/users/{id}/{assets|resources} per ticked item (SPEC §7), all sent together.
 * Assigning is idempotent, so after a partial failure the same selection can simply be sent again.
 */
async function assignEach(kind: AssignmentKind, { userId, itemIds }: AssignInput): Promise<void> {
  const path = `/api/admin/users/${encodeURIComponent(userId)}/${kind.path}`;
  const results = await Promise.allSettled(itemIds.map((id) => apiJson<Assignment>("POST", path, { [kind.bodyField]: id })));
  const failures = results.filter((result) => result.status === "rejected").map((result) => result.reason as Error);
  const [first] = failures;
  if (!first) return;
  if (failures.length === itemIds.length) throw first;
  throw new Error(`${failures.length} of ${itemIds.length} could not be assigned: ${errorText(first)}`);
}

/** The batch assign call with its SPEC §8 toasts; the list is refetched and `onSuccess` clears the ticks. */
export function useAssignItems(kind: AssignmentKind, onSuccess: () => void) {
  return useAdminMutation({
    mutationFn: (input: AssignInput) => assignEach(kind, input),
    success: kind.success,
    failure: kind.failure,
    invalidates: [kind.list],
    onSuccess,
  });
}
