"use client";

import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { toast } from "sonner";
import { useAuth } from "@/lib/client/auth/auth-context";
import { errorText } from "@/lib/client/error-text";
import type { Analytics } from "@/lib/contract/admin-analytics";
import type { AdminCalendarEvent } from "@/lib/contract/admin-calendar";
import type { AdminLibraryItem } from "@/lib/contract/admin-library";
import type { AdminLinkStats, AdminTrackedLink } from "@/lib/contract/admin-links";
import type { AdminUser } from "@/lib/contract/admin-users";

/** The admin's queries; keys are the generic fetcher's paths (SPEC §7). */
export const adminKeys = {
  analytics: ["/api/admin/analytics"] as const,
  linkStats: ["/api/admin/link-stats"] as const,
  users: ["/api/admin/users"] as const,
  assets: ["/api/admin/assets"] as const,
  resources: ["/api/admin/resources"] as const,
  trackedLinks: ["/api/admin/tracked-links"] as const,
  calendarEvents: ["/api/admin/calendar-events"] as const,
};

/** Analytics queries are sent only for admins (SPEC §6); so are the other admin lists. */
function useIsAdmin(): boolean {
  const { state } = useAuth();
  return state.status === "signedIn" && state.role === "admin";
}

function useAdminQuery<T>(queryKey: QueryKey) {
  return useQuery<T>({ queryKey, enabled: useIsAdmin() });
}

export const useAdminAnalytics = () => useAdminQuery<Analytics>(adminKeys.analytics);
export const useAdminLinkStats = () => useAdminQuery<AdminLinkStats>(adminKeys.linkStats);
export const useAdminUsers = () => useAdminQuery<AdminUser[]>(adminKeys.users);
export const useAdminAssets = () => useAdminQuery<AdminLibraryItem[]>(adminKeys.assets);
export const useAdminResources = () => useAdminQuery<AdminLibraryItem[]>(adminKeys.resources);
export const useAdminTrackedLinks = () => useAdminQuery<AdminTrackedLink[]>(adminKeys.trackedLinks);
export const useAdminCalendarEvents = () => useAdminQuery<AdminCalendarEvent[]>(adminKeys.calendarEvents);

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
export function useAdminMutation<TInput>({ mutationFn, success, failure, invalidates, onSuccess }: AdminMutationOptions<TInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      toast.success(success);
      onSuccess?.();
      await Promise.all(
        [...invalidates, adminKeys.analytics, adminKeys.linkStats].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    // Handled: the toast says what failed, so it is not logged as an error too.
    onError: (error) => toast.error(failure, { description: errorText(error) }),
  });
}
