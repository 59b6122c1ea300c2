"use client";

import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { useUpdateOwnTrackedLink } from "@/lib/client/api/tracked-links-queries";
import type { TrackedLink } from "@/lib/contract/tracked-links";
import { loadLinkContract } from "./load-link-contract";

/** The form inside the dialog: a blank or too long name is said under the field, a server failure in a toast. */
function RenameForm({ link, onDone }: { link: TrackedLink; onDone: () => void }) {
  const [name, setName] = useState(link.name);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateOwnTrackedLink(onDone);
  useEffect(() => {
    loadLinkContract().catch(() => undefined);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const contract = await loadLinkContract().catch(() => undefined);
    const parsed = contract?.updateTrackedLinkSchema.safeParse({ name });
    if (parsed && !parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    // Without the contract (its chunk failed to load) the server's check still applies.
    update.mutate({ id: link.id, change: { name: parsed?.data.name ?? name } });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <FormField
        id={`rename-link-${link.id}`}
        label="Link Name"
        value={name}
        maxLength={200}
        autoComplete="off"
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner />}
          {update.isPending ? "Saving..." : "Save"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** 'Rename Link': a new name for one of the rep's links; its short URL and clicks stay. */
export function RenameLinkDialog({
  link,
  open,
  onOpenChange,
}: {
  link: TrackedLink;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename Link</DialogTitle>
          <DialogDescription>The short URL and its clicks stay the same.</DialogDescription>
        </DialogHeader>
        {open && <RenameForm link={link} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
