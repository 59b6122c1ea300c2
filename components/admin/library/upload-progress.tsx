"use client";

import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";

/** The running upload: file name, percent, a progress bar and a Cancel that stops it (the form keeps its input). */
export function UploadProgress({
  fileName,
  percent,
  onCancel,
}: {
  fileName: string;
  percent: number;
  onCancel: () => void;
}) {
  return (
    <div
      ref={(element) => element?.scrollIntoView({ block: "nearest" })}
      className="grid gap-2 rounded-md border bg-muted/30 p-3"
    >
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="min-w-0 truncate">
          Uploading <span className="font-medium">{fileName}</span>
        </p>
        <span className="shrink-0 tabular-nums text-muted-foreground">{percent}%</span>
      </div>
      <div className="flex items-center gap-3">
        <Progress value={percent} aria-label={`Upload of ${fileName}`} className="flex-1" />
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Cancel upload
        </Button>
      </div>
    </div>
  );
}
