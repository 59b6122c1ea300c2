import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

interface StatCardProps {
  title: string;
  icon: LucideIcon;
  /** The figure; undefined while it loads. */
  value: ReactNode | undefined;
  /** Text shown instead of a skeleton while the value loads. */
  loadingText?: string;
  detail: ReactNode;
}

/** A stat card (the dashboard's four, the admin analytics' figures): title, icon, figure and detail. */
export function StatCard({ title, icon: Icon, value, loadingText, detail }: StatCardProps) {
  return (
    <Card className="min-w-0 gap-2 py-4 sm:py-6" role="group" aria-label={title}>
      <CardHeader className="flex flex-row items-start justify-between gap-2 px-4 sm:px-6">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <span className="grid size-8 shrink-0 place-items-center rounded-md bg-primary text-primary-foreground">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </CardHeader>
      <CardContent className="grid gap-1 px-4 sm:px-6">
        {value === undefined ? (
          loadingText ? (
            <p className="text-xl font-semibold text-muted-foreground sm:text-2xl">{loadingText}</p>
          ) : (
            <Skeleton className="h-8 w-16" />
          )
        ) : (
          <p className="text-xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-2xl">{value}</p>
        )}
        <p className="text-xs text-muted-foreground">{detail}</p>
      </CardContent>
    </Card>
  );
}
