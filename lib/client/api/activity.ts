"use client";

import { useQuery } from "@tanstack/react-query";
import { parsedQueryFn } from "@/lib/client/data/fetcher";
import { useIsSignedIn } from "./signed-in";
import { schemaOf } from "./schema-of";

const ACTIVITY_PATH = "/api/activity";

/** GET /api/activity: human clicks and opens of the rep's tracked links and shared assets over 30 days. */
export function useActivity() {
  return useQuery({
    queryKey: [ACTIVITY_PATH],
    queryFn: parsedQueryFn(schemaOf("activity")),
    enabled: useIsSignedIn(),
  });
}
