"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/client/browser/toast";
import { errorText } from "@/lib/client/data/error-text";
import { apiJson, apiRequest, getQueryFn } from "@/lib/client/data/fetcher";
import type { CreateWebhookInput, WebhookDelivery, WebhookEndpoint } from "@/lib/contract/webhooks";

const WEBHOOKS = "/api/admin/webhooks";
const endpointPath = (id: string) => `${WEBHOOKS}/${encodeURIComponent(id)}`;
const deliveriesKey = (id: string) => [`${endpointPath(id)}/deliveries`];

/** A secret as the create and the rotation answer it, shown to the admin once. */
export interface ShownSecret {
  id: string;
  url: string;
  secret: string;
}

/** GET /api/admin/webhooks: the endpoints, newest first. */
export const useWebhookEndpoints = () => useQuery({ queryKey: [WEBHOOKS], queryFn: getQueryFn<WebhookEndpoint[]>() });

/** GET …/{id}/deliveries: the endpoint's newest deliveries. */
export const useWebhookDeliveries = (id: string) =>
  useQuery({ queryKey: deliveriesKey(id), queryFn: getQueryFn<WebhookDelivery[]>() });

/** Every webhook call: its failure toasts, and the lists read again after it. */
function useWebhookMutation<I, O>(run: (input: I) => Promise<O>, failure: string, onDone?: (output: O) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (output) => {
      onDone?.(output);
      await queryClient.invalidateQueries({ queryKey: [WEBHOOKS] });
    },
    onError: (error) => toast.error(failure, { description: errorText(error) }),
  });
}

export const useCreateWebhook = (onCreated: (shown: ShownSecret) => void) =>
  useWebhookMutation(
    (body: CreateWebhookInput) => apiJson<ShownSecret>("POST", WEBHOOKS, body),
    "Failed to add endpoint",
    onCreated,
  );

export const useRotateWebhookSecret = (onRotated: (shown: ShownSecret) => void) =>
  useWebhookMutation(
    (id: string) => apiJson<ShownSecret>("POST", `${endpointPath(id)}/rotate-secret`),
    "Failed to roll the secret",
    onRotated,
  );

export const usePauseWebhook = () =>
  useWebhookMutation(
    ({ id, paused }: { id: string; paused: boolean }) =>
      apiJson<WebhookEndpoint>("PATCH", endpointPath(id), { paused }),
    "Failed to change the endpoint",
  );

export const useDeleteWebhook = () =>
  useWebhookMutation(
    (id: string) => apiRequest("DELETE", endpointPath(id)),
    "Failed to delete endpoint",
    () => toast.success("Endpoint deleted"),
  );

/** A test event or a replay: sent at once; the toast says how the receiver answered. */
export function useSendWebhookNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, deliveryId }: { id: string; deliveryId?: string }) =>
      apiJson<WebhookDelivery>(
        "POST",
        deliveryId
          ? `${endpointPath(id)}/deliveries/${encodeURIComponent(deliveryId)}/replay`
          : `${endpointPath(id)}/test`,
      ),
    onSuccess: async (delivery, { id }) => {
      if (delivery.deliveredAt)
        toast.success("Delivered", { description: `The receiver answered ${delivery.lastStatus}.` });
      else toast.error("Not delivered", { description: delivery.lastError ?? "The receiver did not accept it." });
      // The endpoint's failing time moves with the outcome too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveriesKey(id) }),
        queryClient.invalidateQueries({ queryKey: [WEBHOOKS] }),
      ]);
    },
    onError: (error) => toast.error("Failed to send", { description: errorText(error) }),
  });
}
