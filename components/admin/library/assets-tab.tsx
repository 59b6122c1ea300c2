"use client";

import { ASSET_KIND } from "./library-kind";
import { LibraryTab } from "./library-tab";

/** The 'Asset Management' tab of /admin (SPEC §2). */
export function AssetsTab() {
  return <LibraryTab kind={ASSET_KIND} />;
}
