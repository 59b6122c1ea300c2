/**
 * The engagement queries' exception to the 5-minute cache (docs/rules.md#data-cache): a person's
 * click, open or visit can come at any moment, so returning to a screen, to the tab or to the app
 * asks again. The 2 s only spare the refetch of data the server rendered into the page just now.
 */
export const ENGAGEMENT_FRESHNESS = {
  staleTime: 2_000,
  refetchOnMount: true,
  refetchOnWindowFocus: true,
} as const;
