/**
 * Paging of GET /api/assets, without zod so the browser's bundle can import it. The body stays the
 * array of docs/api.md#calls; a page that has more after it names the next page's cursor in a header, and the
 * first page (no cursor) also carries the number of matching assets.
 */
export const ASSET_PAGE_DEFAULT_LIMIT = 50;
export const ASSET_PAGE_MAX_LIMIT = 100;
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";
export const TOTAL_COUNT_HEADER = "X-Total-Count";
