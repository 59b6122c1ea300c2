import { CardList, FactsCard } from "@/components/ui/card-list";
import { TruncatedText } from "@/components/shared/truncated-text";
import { TableCard } from "@/components/ui/table-card";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import type { TopLink } from "@/lib/contract/admin-links";

const SHOWN = 5;

/**
 * 'Top Performing Links' (docs/screens.md#analytics-tab): the first 5 links by clicks with name, clicks and creator.
 */
export function TopLinksCard({ links, status }: { links: TopLink[]; status: "pending" | "error" | "success" }) {
  const shown = links.slice(0, SHOWN);
  return (
    <TableCard
      title="Top Performing Links"
      description="The tracked links with the most clicks."
      status={status}
      rowCount={shown.length}
      emptyText="No tracked links yet."
      head={
        <>
          <TableHead>Link</TableHead>
          <TableHead className="text-right">Clicks</TableHead>
          <TableHead>Created By</TableHead>
        </>
      }
      cards={
        <CardList aria-label="Top performing links">
          {shown.map((link) => (
            <FactsCard
              key={link.id}
              title={link.name}
              subtitle={<span className="font-mono text-xs">/go/{link.slug}</span>}
              facts={[
                // eslint-disable-next-line react/jsx-key -- a [label, value] pair, not a list (see CardFacts)
                ["Clicks", <span className="font-semibold tabular-nums">{link.clickCount}</span>],
                ["Created By", link.createdBy],
              ]}
            />
          ))}
        </CardList>
      }
    >
      {shown.map((link) => (
        <TableRow key={link.id}>
          <TableCell className="max-w-56 min-w-24">
            <p className="font-medium break-words">{link.name}</p>
            <p className="font-mono text-xs text-muted-foreground">/go/{link.slug}</p>
          </TableCell>
          <TableCell className="text-right font-semibold tabular-nums">{link.clickCount}</TableCell>
          <TableCell className="text-muted-foreground">
            <TruncatedText text={link.createdBy} className="max-w-48" />
          </TableCell>
        </TableRow>
      ))}
    </TableCard>
  );
}
