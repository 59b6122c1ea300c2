"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ApiError } from "@/lib/client/api-error";
import { apiJson } from "@/lib/client/fetcher";
import { portalKeys } from "@/lib/client/hooks/portal-queries";
import type { CreateTrackedLinkInput, TrackedLink } from "@/lib/contract/tracked-links";

const FALLBACK = "Failed to create tracked link.";

/** POST /api/tracked-links; success toasts and refetches the list, a non-OK answer toasts the server's message. */
export function useCreateTrackedLink(onCreated: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTrackedLinkInput) => apiJson<TrackedLink>("POST", "/api/tracked-links", input),
    onSuccess: async () => {
      toast.success("Link created!", { description: "Your tracked link has been generated." });
      onCreated();
      await queryClient.invalidateQueries({ queryKey: portalKeys.trackedLinks });
    },
    onError: (error) => toast.error("Error", { description: (error instanceof ApiError && error.detail) || FALLBACK }),
  });
}
