"use client";

import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { useUpdateRoom } from "@/lib/client/api/rooms";
import { updateRoomSchema, type RoomDetail } from "@/lib/contract/rooms";
import { ExpiryField, expiryValue } from "./expiry-field";
import { NoteField } from "./note-field";
import { RoomAssetsField } from "./room-assets-field";
import { roomChange, roomEditValues, type RoomEditValues } from "./room-change";
import { roomServerError, type RoomField } from "./room-server-error";

type EditField = keyof RoomEditValues;
const isEditField = (field: unknown): field is EditField =>
  field === "note" || field === "assetIds" || field === "expiresOn";

/**
 * A room's note, assets (added from the brand's library, removed, reordered) and last day. Only what
 * changed is sent, checked by the contract first; its messages, and the server's, show at the field.
 */
export function EditRoomForm({ room, onSaved }: { room: RoomDetail; onSaved: () => void }) {
  const [initial] = useState(() => roomEditValues(room));
  const [known, setKnown] = useState(() => new Map(room.assets.map((asset) => [asset.id, asset])));
  const form = useForm<RoomEditValues>({ defaultValues: initial });
  const { errors, isDirty } = form.formState;
  const note = useWatch({ control: form.control, name: "note" });
  const update = useUpdateRoom(onSaved);

  const showAt = (field: RoomField | null, message: string) =>
    form.setError(isEditField(field) ? field : "root.server", { message }, { shouldFocus: true });

  const onSubmit = form.handleSubmit((values) => {
    const parsed = updateRoomSchema.safeParse(roomChange(initial, values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) showAt(isEditField(issue.path[0]) ? issue.path[0] : null, issue.message);
      return;
    }
    update.mutate(
      { id: room.id, change: parsed.data },
      { onError: (error) => showAt(roomServerError(error).field, roomServerError(error).message) },
    );
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid min-w-0 gap-4">
      <NoteField id="room-edit-note" length={note.length} error={errors.note?.message} {...form.register("note")} />
      <Controller
        control={form.control}
        name="assetIds"
        render={({ field }) => (
          <RoomAssetsField
            assets={field.value.flatMap((id) => known.get(id) ?? [])}
            error={errors.assetIds?.message ?? errors.assetIds?.root?.message}
            onChange={(assets) => {
              setKnown((before) => new Map([...before, ...assets.map((asset) => [asset.id, asset] as const)]));
              form.clearErrors("assetIds");
              field.onChange(assets.map((asset) => asset.id));
            }}
          />
        )}
      />
      <ExpiryField
        id="room-edit-expires-on"
        className="sm:w-56"
        error={errors.expiresOn?.message}
        {...form.register("expiresOn", { setValueAs: expiryValue })}
      />
      <FieldError role="alert">{errors.root?.server?.message}</FieldError>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!isDirty || update.isPending}>
          {update.isPending && <Spinner />}
          {update.isPending ? "Saving..." : "Save changes"}
        </Button>
      </DialogFooter>
    </form>
  );
}
