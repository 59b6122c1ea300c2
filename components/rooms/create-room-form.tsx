"use client";

import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { FieldError, FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { useCreateRoom } from "@/lib/client/api/rooms";
import {
  createRoomSchema,
  type CreateRoomFormValues,
  type CreateRoomInput,
  type RoomAsset,
  type RoomDetail,
} from "@/lib/contract/rooms";
import { ExpiryField, expiryValue } from "./expiry-field";
import { NoteField } from "./note-field";
import { RoomAssetsField } from "./room-assets-field";
import { roomServerError } from "./room-server-error";

interface CreateRoomFormProps {
  brandId: string;
  /** The assets the rep started from (the library's selection, or the shared asset). */
  initialAssets: readonly RoomAsset[];
  onCreated: (room: RoomDetail) => void;
}

/**
 * The new room's recipient, note, assets and last day (docs/rooms.md#making-a-room). The contract's
 * messages show under their fields; so does the server's answer when it refuses one.
 */
export function CreateRoomForm({ brandId, initialAssets, onCreated }: CreateRoomFormProps) {
  // Titles of every asset the form has seen, for the ids the form holds.
  const [known, setKnown] = useState(() => new Map(initialAssets.map((asset) => [asset.id, asset])));
  const form = useForm<CreateRoomFormValues, unknown, CreateRoomInput>({
    resolver: zodResolver(createRoomSchema),
    defaultValues: {
      recipientName: "",
      recipientEmail: "",
      recipientCompany: "",
      note: "",
      brandId,
      assetIds: initialAssets.map((asset) => asset.id),
      expiresOn: null,
    },
    // Checked on the first submit, then as the rep types: the dialog focuses the name, and leaving
    // it for the assets is not yet a mistake.
    mode: "onSubmit",
  });
  const { errors } = form.formState;
  const note = useWatch({ control: form.control, name: "note" }) ?? "";
  const create = useCreateRoom(onCreated);

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onError: (error) => {
        const { field, message } = roomServerError(error);
        form.setError(field ?? "root.server", { message }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid min-w-0 gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="room-recipient-name"
          label="Recipient name"
          required
          aria-required="true"
          autoComplete="off"
          error={errors.recipientName?.message}
          {...form.register("recipientName")}
        />
        <FormField
          id="room-recipient-company"
          label="Company (optional)"
          autoComplete="off"
          error={errors.recipientCompany?.message}
          {...form.register("recipientCompany")}
        />
        <FormField
          id="room-recipient-email"
          label="Recipient email (optional)"
          type="text"
          inputMode="email"
          autoComplete="off"
          placeholder="customer@example.com"
          error={errors.recipientEmail?.message}
          className="sm:col-span-2"
          {...form.register("recipientEmail")}
        />
      </div>
      <NoteField id="room-note" length={note.length} error={errors.note?.message} {...form.register("note")} />
      <Controller
        control={form.control}
        name="assetIds"
        render={({ field }) => (
          <RoomAssetsField
            assets={field.value.flatMap((id) => known.get(id) ?? [])}
            error={errors.assetIds?.message ?? errors.assetIds?.root?.message}
            onChange={(assets) => {
              setKnown((before) => new Map([...before, ...assets.map((asset) => [asset.id, asset] as const)]));
              field.onChange(assets.map((asset) => asset.id));
            }}
          />
        )}
      />
      <ExpiryField
        id="room-expires-on"
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
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Spinner />}
          {create.isPending ? "Creating room..." : "Create room"}
        </Button>
      </DialogFooter>
    </form>
  );
}
