"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/client/browser/toast";
import { apiParsed, parsedQueryFn } from "@/lib/client/data/fetcher";
import { errorText } from "@/lib/client/data/error-text";
import type { RepProfileUpdate } from "@/lib/contract/user";
import { queryKeys } from "@/lib/query-keys";
import { useIsSignedIn } from "./signed-in";
import { schemaOf } from "./schema-of";

const PROFILE_PATH = "/api/user/profile";
const profileKey = [PROFILE_PATH] as const;

/** GET /api/user/promo-code: the signed-in rep's promo code. */
export function usePromoCode() {
  return useQuery({
    queryKey: queryKeys.promoCode,
    queryFn: parsedQueryFn(schemaOf("promoCode")),
    enabled: useIsSignedIn(),
  });
}

/** GET /api/user/profile: the signed-in user's phone and time zone. */
export function useRepProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: parsedQueryFn(schemaOf("repProfile")),
    enabled: useIsSignedIn(),
  });
}

/** PATCH /api/user/profile; `quiet` for the time zone taken from the browser, which needs no toast. */
export function useUpdateRepProfile({ quiet = false, onSaved }: { quiet?: boolean; onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: RepProfileUpdate) => apiParsed(schemaOf("repProfile"), "PATCH", PROFILE_PATH, update),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile);
      if (!quiet) toast.success("Profile saved");
      onSaved?.();
    },
    onError: (error) => {
      if (!quiet) toast.error("Failed to save your profile", { description: errorText(error) });
    },
  });
}
