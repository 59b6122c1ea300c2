"use client";

import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { toast } from "sonner";
import { errorText } from "@/lib/client/error-text";
import { apiRequest } from "@/lib/client/fetcher";
import { adminFigureKeys } from "./admin-analytics";

interface AdminMutationOptions<TInput> {
  mutationFn: (input: TInput) => Promise<unknown>;
  /** SPEC §8 success toast, e.g. 'Asset created successfully'. */
  success: string;
  /** SPEC §8 failure toast title, e.g. 'Failed to create asset'; the description is the error's message. */
  failure: string;
  /** Lists refetched after success (the analytics figures are refetched too). */
  invalidates: QueryKey[];
  onSuccess?: () => void;
}

/** A create, delete or assign call of the admin area with its SPEC §8 toasts and the list refetch. */
export function useAdminMutation<TInput>(options: AdminMutationOptions<TInput>) {
  const { mutationFn, success, failure, invalidates, onSuccess } = options;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      toast.success(success);
      onSuccess?.();
      const refetched = [...invalidates, ...adminFigureKeys];
      await Promise.all(refetched.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    // Handled: the toast says what failed, so it is not logged as an error too.
    onError: (error) => toast.error(failure, { description: errorText(error) }),
  });
}

/** An admin list's key: its only element is the collection's path, for GET, POST and DELETE alike. */
export type AdminListKey = readonly [string];

const capitalized = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/** POST to the list's path with SPEC §8's '{Noun} created successfully' and 'Failed to create {noun}'. */
export function useAdminCreate<TBody>(
  list: AdminListKey,
  noun: string,
  onSuccess: () => void,
  invalidates: QueryKey[] = [list],
) {
  return useAdminMutation<TBody>({
    mutationFn: (body) => apiRequest("POST", list[0], body),
    success: `${capitalized(noun)} created successfully`,
    failure: `Failed to create ${noun}`,
    invalidates,
    onSuccess,
  });
}

/** DELETE {list path}/{id} with '{Noun} deleted successfully' and 'Failed to delete {noun}'; `variables` is the id. */
export function useAdminDelete(list: AdminListKey, noun: string, invalidates: QueryKey[] = [list]) {
  return useAdminMutation<string>({
    mutationFn: (id) => apiRequest("DELETE", `${list[0]}/${encodeURIComponent(id)}`),
    success: `${capitalized(noun)} deleted successfully`,
    failure: `Failed to delete ${noun}`,
    invalidates,
  });
}
