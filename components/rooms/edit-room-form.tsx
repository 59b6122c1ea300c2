"use client";

import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useUpdateRoom } from "@/lib/client/api/rooms-mutations";
import { updateRoomSchema, type RoomDetail } from "@/lib/contract/rooms";
import { RoomContentFields } from "./room-content-fields";
import { RoomFormFooter } from "./room-form-footer";
import { roomChange, roomEditValues, type RoomEditValues } from "./room-change";
import { roomServerError, type RoomField } from "./room-server-error";

type EditField = keyof RoomEditValues;
const isEditField = (field: unknown): field is EditField =>
  field === "note" || field === "assetIds" || field === "expiresOn";

/**
 * A room's note, assets (added from the brand's library, removed, reordered) and last day. Only what
 * changed is sent, checked by the contract first; its messages, and the server's, show at the field.
 */
export function EditRoomForm({
  room,
  onSaved,
}: {
  room: Pick<RoomDetail, "id" | "note" | "assets" | "expiresOn">;
  onSaved: () => void;
}) {
  const [initial] = useState(() => roomEditValues(room));
  const form = useForm<RoomEditValues>({ defaultValues: initial });
  const { errors, isDirty } = form.formState;
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
      {/* Checked on submit only, so a changed selection's old message is cleared here. */}
      <FormProvider {...form}>
        <RoomContentFields
          idPrefix="room-edit"
          initialAssets={room.assets}
          onAssetsChange={() => form.clearErrors("assetIds")}
        />
      </FormProvider>
      <RoomFormFooter
        error={errors.root?.server?.message}
        pending={update.isPending}
        disabled={!isDirty || update.isPending}
        label="Save changes"
        pendingLabel="Saving..."
      />
    </form>
  );
}
