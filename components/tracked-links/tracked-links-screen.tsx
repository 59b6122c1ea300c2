"use client";

import { useState } from "react";
import { Link2Icon, PlusIcon } from "lucide-react";
import { useQueryErrorToast } from "@/lib/client/data/use-query-error-toast";
import { Button } from "@/components/ui/button";
import { RegionCard } from "@/components/shared/region-card";
import { CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useDeleteOwnTrackedLink, useTrackedLinks } from "@/lib/client/api/tracked-links-queries";
import { CreateLinkForm } from "./create-link-form";
import { LinkDialogs, type LinkDialogState } from "./link-dialogs";
import { TrackedLinksTable } from "./tracked-links-table";

function CreateLinkButton({ onClick }: { onClick: () => void }) {
  return (
    <Button type="button" onClick={onClick}>
      <PlusIcon aria-hidden="true" />
      Create Link
    </Button>
  );
}

function EmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="grid justify-items-center gap-3 px-6 py-10 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
        <Link2Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="font-medium">No tracked links yet</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Create a short link to see how many people click through to your page.
      </p>
      <CreateLinkButton onClick={onCreate} />
    </div>
  );
}

/**
 * The Tracked Links screen (docs/screens.md#tracked-links-screen): header, inline create form and the rep's links
 * (`origin`: the site's, for the short URLs, known to the server render).
 */
export function TrackedLinksScreen({ origin }: { origin: string }) {
  const [formOpen, setFormOpen] = useState(false);
  const [dialog, setDialog] = useState<LinkDialogState>(null);
  const links = useTrackedLinks();
  const remove = useDeleteOwnTrackedLink();
  useQueryErrorToast(links.error, "Error loading tracked links");
  const list = links.data ?? [];
  const open = () => setFormOpen(true);

  return (
    <section className="grid gap-6" aria-labelledby="tracked-links-title">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 id="tracked-links-title" className="text-3xl font-bold tracking-tight">
            Tracked Links
          </h1>
          <p className="text-muted-foreground">Short links that count every click before sending people on.</p>
        </div>
        {!formOpen && <CreateLinkButton onClick={open} />}
      </header>
      {formOpen && <CreateLinkForm onClose={() => setFormOpen(false)} />}
      <RegionCard
        titleId="my-links-title"
        title="My Tracked Links"
        description={
          links.isSuccess
            ? `${list.length} ${list.length === 1 ? "link" : "links"}`
            : "Your short links and their clicks."
        }
        className="pb-0"
      >
        <CardContent className="px-0 pb-2">
          {links.isLoading ? (
            <div className="grid gap-3 px-6 pb-4" aria-label="Loading tracked links" role="status">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} className="h-10 w-full" />
              ))}
            </div>
          ) : list.length === 0 ? (
            <EmptyState onCreate={open} />
          ) : (
            <TrackedLinksTable
              links={list}
              origin={origin}
              onRename={(link) => setDialog({ kind: "rename", link })}
              onDelete={(link) => setDialog({ kind: "delete", link })}
              deletingId={remove.isPending ? remove.variables : undefined}
            />
          )}
        </CardContent>
      </RegionCard>
      <LinkDialogs dialog={dialog} onClose={() => setDialog(null)} onDelete={(link) => remove.mutate(link.id)} />
    </section>
  );
}
