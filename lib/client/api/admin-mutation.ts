"use client";

import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { toast } from "@/lib/client/browser/toast";
import { errorText } from "@/lib/client/data/error-text";
import { apiRequest } from "@/lib/client/data/fetcher";

interface AdminMutationOptions<TInput> {
  mutationFn: (input: TInput) => Promise<unknown>;
  /** Success toast, e.g. 'Asset created successfully'. */
  success: string;
  /** Failure toast title, e.g. 'Failed to create asset'; the description is the error's message. */
  failure: string;
  /** Lists refetched after success (the Analytics tab reads its figures afresh on the server each time it opens). */
  invalidates: QueryKey[];
  onSuccess?: () => void;
}

/** A create, delete or assign call of the admin area with its toasts (docs/rules.md#toasts) and the list refetch. */
export function useAdminMutation<TInput>(options: AdminMutationOptions<TInput>) {
  const { mutationFn, success, failure, invalidates, onSuccess } = options;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      toast.success(success);
      onSuccess?.();
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    // Handled: the toast says what failed, so it is not logged as an error too.
    onError: (error) => toast.error(failure, { description: errorText(error) }),
  });
}

/** An admin list's key: its only element is the collection's path, for GET, POST and DELETE alike. */
export type AdminListKey = readonly [string];

/** A mutation's toasts, written out so each text can be found as docs/rules.md#toasts has it. */
export interface AdminToasts {
  success: string;
  failure: string;
}

/** POST to the list's path, with its toasts, e.g. 'User created successfully' and 'Failed to create user'. */
export function useAdminCreate<TBody>(
  list: AdminListKey,
  toasts: AdminToasts,
  onSuccess: () => void,
  invalidates: QueryKey[] = [list],
) {
  return useAdminMutation<TBody>({
    mutationFn: (body) => apiRequest("POST", list[0], body),
    ...toasts,
    invalidates,
    onSuccess,
  });
}

/** DELETE {list path}/{id} with its toasts, e.g. 'Link deleted successfully'; `variables` is the id. */
export function useAdminDelete(list: AdminListKey, toasts: AdminToasts, invalidates: QueryKey[] = [list]) {
  return useAdminMutation<string>({
    mutationFn: (id) => apiRequest("DELETE", `${list[0]}/${encodeURIComponent(id)}`),
    ...toasts,
    invalidates,
  });
}
