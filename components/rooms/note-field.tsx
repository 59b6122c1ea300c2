"use client";

import type { ComponentProps } from "react";
import { FieldError, FieldHint } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ROOM_NOTE_MAX } from "@/lib/contract/rooms";

type NoteFieldProps = ComponentProps<typeof Textarea> & { id: string; length: number; error?: string };

/** The room's note with a live count of its characters against ROOM_NOTE_MAX. */
export function NoteField({ id, length, error, ...props }: NoteFieldProps) {
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Personal note (optional)</Label>
      <Textarea
        id={id}
        rows={4}
        className="max-h-48"
        aria-invalid={error || length > ROOM_NOTE_MAX ? true : undefined}
        aria-describedby={error ? `${countId} ${errorId}` : countId}
        placeholder="A few words your customer reads above the assets..."
        {...props}
      />
      <FieldHint id={countId} invalid={length > ROOM_NOTE_MAX} className="text-right text-xs">
        {length.toLocaleString("en-US")} / {ROOM_NOTE_MAX.toLocaleString("en-US")} characters
      </FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
