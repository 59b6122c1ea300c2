"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { useCreateRoom } from "@/lib/client/api/rooms-mutations";
import {
  createRoomSchema,
  type CreateRoomFormValues,
  type CreateRoomInput,
  type RoomAsset,
  type RoomDetail,
} from "@/lib/contract/rooms";
import { RoomContentFields } from "./room-content-fields";
import { RoomFormFooter } from "./room-form-footer";
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
      <FormProvider {...form}>
        <RoomContentFields idPrefix="room" initialAssets={initialAssets} />
      </FormProvider>
      <RoomFormFooter
        error={errors.root?.server?.message}
        pending={create.isPending}
        disabled={create.isPending}
        label="Create room"
        pendingLabel="Creating room..."
      />
    </form>
  );
}
