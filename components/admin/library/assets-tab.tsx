"use client";

import { ASSET_TAB } from "./library-tab-kind";
import { LibraryTab } from "./library-tab";

/** The 'Asset Management' tab of /admin (SPEC §2). */
export function AssetsTab() {
  return <LibraryTab kind={ASSET_TAB} />;
}
