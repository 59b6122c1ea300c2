"use client";

import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";

interface RoomFormFooterProps {
  /** The server's refusal that names no field. */
  error: string | undefined;
  pending: boolean;
  disabled: boolean;
  label: string;
  pendingLabel: string;
}

/** The end of the create and the edit form: the refusal, Cancel (closes the dialog) and submit. */
export function RoomFormFooter({ error, pending, disabled, label, pendingLabel }: RoomFormFooterProps) {
  return (
    <>
      <FieldError role="alert">{error}</FieldError>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={disabled}>
          {pending && <Spinner />}
          {pending ? pendingLabel : label}
        </Button>
      </DialogFooter>
    </>
  );
}
