import "server-only";
import { headers } from "next/headers";

/**
 * Whether this render answers the browser's load of a whole page (Sec-Fetch-Dest: document). A
 * client-side navigation or prefetch is answered from the browser's own data cache, which is fresh
 * for five minutes (docs/rules.md#data-cache): reading the data again on the server would only slow it down.
 */
export async function isDocumentLoad(): Promise<boolean> {
  return (await headers()).get("sec-fetch-dest") === "document";
}
