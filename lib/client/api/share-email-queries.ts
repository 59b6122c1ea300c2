"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/client/browser/toast";
import { errorText } from "@/lib/client/data/error-text";
import { apiRequest } from "@/lib/client/data/fetcher";
import type { ShareEmailBody } from "@/lib/contract/share-email";
import { queryKeys } from "@/lib/query-keys";

const SHARE_EMAIL_PATH = "/api/assets/share/email";

/**
 * POST /api/assets/share/email: a personal link goes to the customer (a room for their address, so the
 * Rooms list changes); `onSent` follows the success toast.
 */
export function useSendShareEmail(onSent: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareEmailBody) => apiRequest("POST", SHARE_EMAIL_PATH, body),
    // An e-mail is not sent twice on a lost response.
    retry: false,
    onSuccess: (_response, body) => {
      toast.success("Email Sent", { description: `Asset has been sent to ${body.email}` });
      onSent();
      void queryClient.invalidateQueries({ queryKey: queryKeys.rooms });
    },
    onError: (error) => toast.error("Failed to send email", { description: errorText(error) }),
  });
}
