"use client";

import { useId, useState } from "react";
import { CardHeading } from "@/components/shared/card-heading";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { lastThirtyUtcDays } from "@/components/shared/utc-day-range";
import { UtcDayRangeFields } from "@/components/shared/utc-day-range-fields";
import { exportUrls } from "@/lib/client/api/admin-reports-queries";
import { DownloadLink } from "./download-link";
import type { RangeErrors } from "./hit-range-errors";

const DATE_LABELS = { from: "From", to: "To" };

/** CSV downloads of users, links with counts and the rep funnel, and of the hits of a range of UTC days. */
export function ExportCsvCard() {
  const titleId = useId();
  const [range, setRange] = useState(() => lastThirtyUtcDays(new Date()));
  // The first range is valid; the rules (zod, 31 kB) load with the first change of a date.
  const [errors, setErrors] = useState<RangeErrors>({});
  const valid = !errors.from && !errors.to;

  function change(field: keyof typeof range, value: string) {
    const next = { ...range, [field]: value };
    setRange(next);
    // Without the rules (their chunk failed to load) the server's check of the download still applies.
    import("./hit-range-errors")
      .then(({ hitRangeErrors }) => setErrors(hitRangeErrors(next, field)))
      .catch(() => undefined);
  }

  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardHeading id={titleId} className="text-lg">
          Export CSV
        </CardHeading>
        <CardDescription>Each file is streamed straight from the server; times are in UTC.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex flex-wrap gap-2">
          <DownloadLink href={exportUrls.users} label="Users" name="Download users CSV" />
          <DownloadLink href={exportUrls.links} label="Links with counts" name="Download links with counts CSV" />
          <DownloadLink href={exportUrls.funnel} label="Rep funnel" name="Download rep funnel CSV" />
        </div>
        <fieldset className="grid min-w-0 gap-3">
          <legend className="mb-3 text-sm font-medium">Every visit and whether it counted, by UTC day</legend>
          <UtcDayRangeFields range={range} errors={errors} labels={DATE_LABELS} onChange={change} />
          <div>
            <DownloadLink href={valid ? exportUrls.hits(range) : null} label="Hits" name="Download hits CSV" />
          </div>
        </fieldset>
      </CardContent>
    </Card>
  );
}
