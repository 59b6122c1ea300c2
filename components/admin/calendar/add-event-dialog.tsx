"use client";

import { useState } from "react";
import { CalendarPlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { useCreateCalendarEvent } from "@/lib/client/api/admin-calendar-queries";
import { EventForm } from "./event-form";

/**
 * 'Add Event' and its dialog. The form lives only while the dialog is open, so Cancel and success
 * both start the next event from the defaults (docs/rules.md#admin-dialogs); a failure keeps the input.
 */
export function AddEventDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateCalendarEvent(() => setOpen(false));

  return (
    <Dialog open={open} onOpenChange={(next) => (create.isPending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button>
          <CalendarPlusIcon aria-hidden="true" />
          Add Event
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Create New Event</DialogTitle>
          <DialogDescription>Add an event to the sales calendar.</DialogDescription>
        </DialogHeader>
        <EventForm pending={create.isPending} onSubmit={(event) => create.mutate(event)} />
      </DialogContent>
    </Dialog>
  );
}
