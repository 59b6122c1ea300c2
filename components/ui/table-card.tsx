import { useId, type ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableHeader, TableRow } from "@/components/ui/table";

interface TableCardProps {
  title: string;
  description?: ReactNode;
  /** A button beside the title, e.g. 'Add User'. */
  action?: ReactNode;
  /** The query's status: skeleton rows while pending, a sentence on error or when there are no rows. */
  status: "pending" | "error" | "success";
  rowCount: number;
  emptyText: string;
  /** The header cells (TableHead elements). */
  head: ReactNode;
  /** The body rows (TableRow elements). */
  children: ReactNode;
  /** The same rows as a CardList, shown instead of the table below 768px. */
  cards: ReactNode;
}

function Message({ children }: { children: ReactNode }) {
  return (
    <p className="mx-6 mb-6 rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}

/** A list screen's table: a titled card holding a table from 768px and the same rows as cards below. */
export function TableCard({
  title,
  description,
  action,
  status,
  rowCount,
  emptyText,
  head,
  children,
  cards,
}: TableCardProps) {
  const titleId = useId();
  return (
    <Card className="min-w-0 gap-4 overflow-hidden pb-0" role="region" aria-labelledby={titleId}>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle asChild>
            <h2 id={titleId} className="text-lg">
              {title}
            </h2>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {action}
      </CardHeader>
      <CardContent className="px-0">
        {status === "pending" ? (
          <div className="grid gap-2 px-6 pb-6" role="status" aria-label={`Loading ${title}`}>
            {Array.from({ length: 3 }, (_, row) => (
              <Skeleton key={row} className="h-10 w-full" />
            ))}
          </div>
        ) : rowCount === 0 ? (
          <Message>{status === "error" ? `${title} could not be loaded.` : emptyText}</Message>
        ) : (
          <>
            <div className="hidden md:block">
              <Table>
                <TableHeader>
                  <TableRow className="hover:bg-transparent">{head}</TableRow>
                </TableHeader>
                <TableBody>{children}</TableBody>
              </Table>
            </div>
            {cards}
          </>
        )}
      </CardContent>
    </Card>
  );
}
