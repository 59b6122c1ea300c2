"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/client/browser/toast";
import { ApiError } from "@/lib/client/data/api-error";
import { errorText } from "@/lib/client/data/error-text";
import { apiRequest, parsedQueryFn } from "@/lib/client/data/fetcher";
import { ENGAGEMENT_FRESHNESS } from "@/lib/client/data/live-freshness";
import type { CreateTrackedLinkInput, UpdateTrackedLinkInput } from "@/lib/contract/tracked-links";
import { queryKeys } from "@/lib/query-keys";
import { useIsSignedIn } from "./signed-in";
import { schemaOf } from "./schema-of";

const TRACKED_LINKS_PATH = "/api/tracked-links";
const trackedLinksKey = queryKeys.trackedLinks;
const CREATE_FALLBACK = "Failed to create tracked link.";
/** One toast for the create form's outcome: a success replaces an earlier failure instead of joining it. */
const CREATE_TOAST_ID = "tracked-link-create";

/** GET /api/tracked-links: the rep's own links. */
export function useTrackedLinks() {
  return useQuery({
    queryKey: trackedLinksKey,
    queryFn: parsedQueryFn(schemaOf("trackedLinks")),
    enabled: useIsSignedIn(),
    ...ENGAGEMENT_FRESHNESS,
  });
}

/** GET /api/link-tracking/stats: the clicks on the rep's links, and the last 30 days' clicks and opens. */
export function useLinkStats() {
  return useQuery({
    queryKey: queryKeys.linkStats,
    queryFn: parsedQueryFn(schemaOf("linkStats")),
    enabled: useIsSignedIn(),
    ...ENGAGEMENT_FRESHNESS,
  });
}

/** POST /api/tracked-links; success toasts and refetches the list, a non-OK answer toasts the server's message. */
export function useCreateTrackedLink(onCreated: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTrackedLinkInput) => apiRequest("POST", TRACKED_LINKS_PATH, input),
    onSuccess: async () => {
      toast.success("Link created!", { id: CREATE_TOAST_ID, description: "Your tracked link has been generated." });
      onCreated();
      await queryClient.invalidateQueries({ queryKey: trackedLinksKey });
    },
    onError: (error) =>
      toast.error("Error", {
        id: CREATE_TOAST_ID,
        description: (error instanceof ApiError && error.detail) || CREATE_FALLBACK,
      }),
  });
}

/** After a change to a link: its list, and the dashboard's figures (a deleted link leaves Activity's). */
function useRefetchLinks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([trackedLinksKey, queryKeys.linkStats].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

const changeToasts = (change: UpdateTrackedLinkInput) =>
  change.name !== undefined
    ? { success: "Link renamed", failure: "Failed to rename link" }
    : change.isActive
      ? { success: "Link activated", failure: "Failed to activate link" }
      : { success: "Link deactivated", failure: "Failed to deactivate link" };

/** PATCH /api/tracked-links/{id}: rename, deactivate or activate one of the rep's own links. */
export function useUpdateOwnTrackedLink(onUpdated?: () => void) {
  const refetch = useRefetchLinks();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateTrackedLinkInput }) =>
      apiRequest("PATCH", `${TRACKED_LINKS_PATH}/${encodeURIComponent(id)}`, change),
    onSuccess: async (_response, { change }) => {
      toast.success(changeToasts(change).success);
      onUpdated?.();
      await refetch();
    },
    onError: (error, { change }) => toast.error(changeToasts(change).failure, { description: errorText(error) }),
  });
}

/** DELETE /api/tracked-links/{id}: one of the rep's own links; `variables` is the id. */
export function useDeleteOwnTrackedLink() {
  const refetch = useRefetchLinks();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `${TRACKED_LINKS_PATH}/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      toast.success("Link deleted successfully");
      await refetch();
    },
    onError: (error) => toast.error("Failed to delete link", { description: errorText(error) }),
  });
}
