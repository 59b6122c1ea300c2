"use client";

import { RESOURCE_TAB } from "./library-tab-kind";
import { LibraryTab } from "./library-tab";

/**
 * The Resources tab of /admin: the Assets tab's layout with resource types (docs/screens.md#assets-and-resources-tabs).
 */
export function ResourcesTab() {
  return <LibraryTab kind={RESOURCE_TAB} />;
}
