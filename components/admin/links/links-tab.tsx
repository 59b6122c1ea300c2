"use client";

import { CardList } from "@/components/ui/card-list";
import { TableCard } from "@/components/ui/table-card";
import { TableHead } from "@/components/ui/table";
import { useAdminTrackedLinks, useDeleteTrackedLink } from "@/lib/client/api/admin-links-queries";
import { useQueryErrorToast } from "@/lib/client/data/use-query-error-toast";
import { LinkCard } from "./link-card";
import { LinkRow } from "./link-row";

/**
 * The admin Links tab (docs/screens.md#links-tab): every rep's tracked links, newest first; delete only, no creation.
 */
export function LinksTab() {
  const links = useAdminTrackedLinks();
  useQueryErrorToast(links.error, "Error loading tracked links");
  const remove = useDeleteTrackedLink();
  const list = links.data ?? [];
  const deleting = (id: string) => remove.isPending && remove.variables === id;

  return (
    <TableCard
      title="Tracked Links"
      description={
        "Short links created by the sales reps. " + "Deleting one stops its short URL; its clicks stay in the totals."
      }
      status={links.status}
      rowCount={list.length}
      emptyText="No tracked links yet."
      head={
        <>
          <TableHead>Name</TableHead>
          <TableHead>Short URL</TableHead>
          <TableHead>Original URL</TableHead>
          <TableHead className="text-right">Clicks</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Actions</TableHead>
        </>
      }
      cards={
        <CardList aria-label="Tracked links">
          {list.map((link) => (
            <LinkCard key={link.id} link={link} deleting={deleting(link.id)} onDelete={() => remove.mutate(link.id)} />
          ))}
        </CardList>
      }
    >
      {list.map((link) => (
        <LinkRow key={link.id} link={link} deleting={deleting(link.id)} onDelete={() => remove.mutate(link.id)} />
      ))}
    </TableCard>
  );
}
