/**
 * The tabs of /admin (docs/screens.md#admin-area): the product's seven, Analytics first and open by
 * default, with Content after Analytics, then Brands and Integrations (docs/webhooks.md); the page
 * (on the server) and the tab strip (in the browser) both read the open one from `?tab=`.
 */
export const ADMIN_TABS = [
  { value: "analytics", label: "Analytics" },
  { value: "content", label: "Content" },
  { value: "users", label: "Users" },
  { value: "assets", label: "Assets" },
  { value: "resources", label: "Resources" },
  { value: "links", label: "Links" },
  { value: "calendar", label: "Calendar" },
  { value: "assignments", label: "Assignments" },
  { value: "brands", label: "Brands" },
  { value: "integrations", label: "Integrations" },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["value"];

/** The tab an address asks for (`?tab=users`); anything else, or nothing, is Analytics. */
export function adminTabOf(requested: unknown): AdminTab {
  return ADMIN_TABS.find((tab) => tab.value === requested)?.value ?? "analytics";
}
