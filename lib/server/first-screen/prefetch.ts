import "server-only";
import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from "@tanstack/react-query";
import type { z } from "zod";
import type { PortalUser } from "@/lib/contract/auth";
import { renderUser } from "@/lib/server/session/session";
import { processDatabase, type Db } from "@/lib/server/platform/db/client";
import { upstreamConfig } from "@/lib/server/platform/upstream";
import { isDocumentLoad } from "./document-load";

/** One query of a first screen: its key in the browser's data cache and how the server reads it. */
export interface FirstScreenRead {
  key: QueryKey;
  read: (db: Db, user: PortalUser) => Promise<unknown>;
}

/** A value as the API sends it and the browser's query reads it: through JSON, then the contract's schema. */
export function asSent<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return schema.parse(JSON.parse(JSON.stringify(value)));
}

/**
 * A first screen's queries, read on the server for the browser's data cache (the caller hands them
 * to React Query's HydrationBoundary), so a whole page's load paints with its data and asks the API
 * nothing. Only for a document load by a signed-in user, outside upstream proxy mode (the data is
 * the upstream's there). A read that fails is logged and left out: the browser loads (and reports) it.
 */
export async function prefetchFirstScreen(
  reads: () => Promise<FirstScreenRead[]>,
): Promise<DehydratedState | undefined> {
  if (upstreamConfig() || !(await isDocumentLoad())) return undefined;
  const signedIn = await renderUser();
  if (!signedIn) return undefined;
  // The request gate has waited for the app to start on this database.
  const db = await processDatabase();
  // No retries: a failed read is the browser's to load, not a reason to hold the page back.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all(
    (await reads()).map(({ key, read }) =>
      client.prefetchQuery({
        queryKey: key,
        queryFn: () =>
          read(db, signedIn.user).catch((error: unknown) => {
            console.error(`Reading ${String(key[0])} for the first screen failed`, error);
            throw error;
          }),
      }),
    ),
  );
  return dehydrate(client);
}
