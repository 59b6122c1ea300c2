"use client";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useNeverShared, type ContentFilters } from "@/lib/client/api/admin-content";

/** The active assets no rep shared in the period, oldest first: what to retire or promote. */
export function NeverSharedCard({ filters }: { filters: ContentFilters }) {
  const neverShared = useNeverShared(filters);
  const assets = neverShared.data?.assets ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Never shared</CardTitle>
        <CardDescription>Active assets no rep shared in the period, oldest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {neverShared.isError && <p role="alert">The list could not be loaded.</p>}
        {neverShared.isSuccess && !assets.length && (
          <p className="text-sm text-muted-foreground">Every active asset was shared in the period.</p>
        )}
        <ul aria-label="Never shared" className="divide-y text-sm">
          {assets.map((asset) => (
            <li key={asset.assetId} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="font-medium break-words">{asset.title}</span>
              <span className="text-muted-foreground">
                {asset.brands.join(", ")} · added {asset.createdAt.slice(0, 10)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
