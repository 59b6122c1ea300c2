"use client";

import { ASSET_TAB } from "./library-tab-kind";
import { LibraryTab } from "./library-tab";

/** The 'Asset Management' tab of /admin (docs/screens.md#assets-and-resources-tabs). */
export function AssetsTab() {
  return <LibraryTab kind={ASSET_TAB} />;
}
