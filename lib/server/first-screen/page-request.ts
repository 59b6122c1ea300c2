import "server-only";
import { headers } from "next/headers";

/**
 * The request header by which the request gate tells a render which page it renders (it replaces any
 * such header a client sent). A layout is not told otherwise, and the first screen's data is read in
 * the layout: a page that waits for data is shown behind its loading state until the data comes.
 */
export const PAGE_PATH_HEADER = "x-portal-page";

/** The path of the page being rendered; "" where no gate ran. */
export async function pagePath(): Promise<string> {
  return (await headers()).get(PAGE_PATH_HEADER) ?? "";
}

/**
 * Whether this render answers the browser's load of a whole page (Sec-Fetch-Dest: document). A
 * client-side navigation or prefetch is answered from the browser's own data cache, which is fresh
 * for five minutes (docs/rules.md#data-cache): reading the data again on the server would only slow it down.
 */
export async function isDocumentLoad(): Promise<boolean> {
  return (await headers()).get("sec-fetch-dest") === "document";
}
