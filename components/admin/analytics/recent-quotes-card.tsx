import { CardList, FactsCard } from "@/components/ui/card-list";
import { TableCard } from "@/components/ui/table-card";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { LocalDateTime } from "@/components/shared/local-date-time";
import type { RecentQuote } from "@/lib/contract/admin-reports";
import { attributionText } from "./quote-attribution";

const repText = (quote: RecentQuote) => (quote.rep ? quote.rep.name || quote.rep.email : "-");

/** The 10 newest quotes: the quoting system's id, the rep, what the quote was attributed to, and when. */
export function RecentQuotesCard({
  quotes,
  status,
}: {
  quotes: RecentQuote[];
  status: "pending" | "error" | "success";
}) {
  return (
    <TableCard
      title="Recent Quotes"
      description="The newest quotes and what each was attributed to."
      status={status}
      rowCount={quotes.length}
      emptyText="No quotes yet."
      head={
        <>
          <TableHead>Quote</TableHead>
          <TableHead>Rep</TableHead>
          <TableHead>Attributed To</TableHead>
          <TableHead>Date</TableHead>
        </>
      }
      cards={
        <CardList aria-label="Recent quotes">
          {quotes.map((quote) => (
            <FactsCard
              key={quote.id}
              title={<span className="font-mono text-sm">{quote.externalId}</span>}
              facts={[
                ["Rep", repText(quote)],
                ["Attributed To", attributionText(quote.attribution)],
                // eslint-disable-next-line react/jsx-key -- a [label, value] pair, not a list (see CardFacts)
                ["Date", <LocalDateTime value={quote.createdAt} />],
              ]}
            />
          ))}
        </CardList>
      }
    >
      {quotes.map((quote) => (
        <TableRow key={quote.id}>
          <TableCell className="max-w-48 font-mono text-xs break-all">{quote.externalId}</TableCell>
          <TableCell className="max-w-48">
            <span className="block truncate" title={quote.rep?.email}>
              {repText(quote)}
            </span>
          </TableCell>
          <TableCell className="max-w-72 min-w-40 break-words text-muted-foreground">
            {attributionText(quote.attribution)}
          </TableCell>
          <TableCell className="whitespace-nowrap text-muted-foreground">
            <LocalDateTime value={quote.createdAt} />
          </TableCell>
        </TableRow>
      ))}
    </TableCard>
  );
}
