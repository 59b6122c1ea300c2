"use client";

import { useAssetReach } from "@/lib/client/api/admin-library-queries";
import { countOf } from "@/lib/client/format/plural";

/** What deleting an asset closes, asked when its confirmation opens (docs/admin.md#editing-an-asset). */
export function AssetReachText({ id }: { id: string }) {
  const reach = useAssetReach(id);
  if (!reach.data) return null;
  const { shares, rooms } = reach.data;
  return (
    <span className="mt-2 block">
      {shares + rooms === 0
        ? "No share page or open room shows it."
        : `It closes ${countOf(shares, "share page")} and leaves ${countOf(rooms, "open room")} without it.`}
    </span>
  );
}
