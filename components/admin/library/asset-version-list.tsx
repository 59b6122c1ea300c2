"use client";

import { useAssetVersions } from "@/lib/client/api/admin-library-queries";
import { formatDateTime } from "@/lib/client/format/format";
import { countOf } from "@/lib/client/format/plural";

/** The file's name as the list shows it: the last part of its path or URL. */
const fileName = (url: string) => url.split(/[/?#]/).filter(Boolean).at(-1) ?? url;

/** 'Versions' in the edit dialog: each file the asset has had, newest first; customers see the current one. */
export function AssetVersionList({ id }: { id: string }) {
  const versions = useAssetVersions(id);
  return (
    <section aria-labelledby="asset-versions-title" className="grid gap-2">
      <h3 id="asset-versions-title" className="text-sm font-medium">
        Versions
      </h3>
      {versions.data ? (
        <ol className="grid gap-1 text-sm">
          {[...versions.data].reverse().map((version) => (
            <li key={version.version} className="flex flex-wrap gap-x-2 wrap-anywhere">
              <span className="font-medium">Version {version.version}</span>
              <span className="text-muted-foreground">{formatDateTime(version.createdAt)}</span>
              <span className="text-muted-foreground">{fileName(version.url)}</span>
              {version.fileSizeKb !== null && (
                <span className="text-muted-foreground">{version.fileSizeKb.toLocaleString("en-US")} KB</span>
              )}
              <span className="text-muted-foreground">{countOf(version.humanOpens, "open")} by people</span>
              {version.current && <span>(what customers see)</span>}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground" role="status">
          {versions.isError ? "The versions could not be loaded." : "Loading versions..."}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        A new file or URL becomes the next version: every share, room and link shows it at once.
      </p>
    </section>
  );
}
