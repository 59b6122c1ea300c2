"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/client/toast";
import { ApiError } from "@/lib/client/api-error";
import { apiRequest, parsedQueryFn } from "@/lib/client/fetcher";
import type { CreateTrackedLinkInput } from "@/lib/contract/tracked-links";
import { queryKeys } from "@/lib/query-keys";
import { useIsSignedIn } from "./signed-in";
import { schemaOf } from "./schema-of";

const TRACKED_LINKS_PATH = "/api/tracked-links";
const trackedLinksKey = [TRACKED_LINKS_PATH] as const;
const CREATE_FALLBACK = "Failed to create tracked link.";

/** GET /api/tracked-links: the rep's own links. */
export function useTrackedLinks() {
  return useQuery({
    queryKey: trackedLinksKey,
    queryFn: parsedQueryFn(schemaOf("trackedLinks")),
    enabled: useIsSignedIn(),
  });
}

/** GET /api/link-tracking/stats: the clicks on the rep's links. */
export function useLinkStats() {
  return useQuery({
    queryKey: queryKeys.linkStats,
    queryFn: parsedQueryFn(schemaOf("linkStats")),
    enabled: useIsSignedIn(),
  });
}

/** POST /api/tracked-links; success toasts and refetches the list, a non-OK answer toasts the server's message. */
export function useCreateTrackedLink(onCreated: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTrackedLinkInput) => apiRequest("POST", TRACKED_LINKS_PATH, input),
    onSuccess: async () => {
      toast.success("Link created!", { description: "Your tracked link has been generated." });
      onCreated();
      await queryClient.invalidateQueries({ queryKey: trackedLinksKey });
    },
    onError: (error) =>
      toast.error("Error", { description: (error instanceof ApiError && error.detail) || CREATE_FALLBACK }),
  });
}
