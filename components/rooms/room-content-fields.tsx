"use client";

import { useState } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import type { RoomAsset } from "@/lib/contract/rooms";
import { ExpiryField, expiryValue } from "./expiry-field";
import { NoteField } from "./note-field";
import { RoomAssetsField } from "./room-assets-field";
import type { RoomEditValues } from "./room-change";

interface RoomContentFieldsProps {
  /** Prefixes the fields' ids, which differ between the create and the edit form. */
  idPrefix: string;
  /** The assets the form starts with, for the titles of the ids it holds. */
  initialAssets: readonly RoomAsset[];
  /** Before the assets change (the edit form clears their message here). */
  onAssetsChange?: () => void;
}

/**
 * A room's note, assets and last day, as the create and the edit form both hold them: fields of the
 * form around them (its FormProvider), whose values include RoomEditValues.
 */
export function RoomContentFields({ idPrefix, initialAssets, onAssetsChange }: RoomContentFieldsProps) {
  // Titles of every asset the form has seen, for the ids the form holds.
  const [known, setKnown] = useState(() => new Map(initialAssets.map((asset) => [asset.id, asset])));
  const { control, register, formState } = useFormContext<RoomEditValues>();
  const { errors } = formState;
  const note = useWatch({ control, name: "note" }) ?? "";
  return (
    <>
      <NoteField id={`${idPrefix}-note`} length={note.length} error={errors.note?.message} {...register("note")} />
      <Controller
        control={control}
        name="assetIds"
        render={({ field }) => (
          <RoomAssetsField
            assets={field.value.flatMap((id) => known.get(id) ?? [])}
            error={errors.assetIds?.message ?? errors.assetIds?.root?.message}
            onChange={(assets) => {
              setKnown((before) => new Map([...before, ...assets.map((asset) => [asset.id, asset] as const)]));
              onAssetsChange?.();
              field.onChange(assets.map((asset) => asset.id));
            }}
          />
        )}
      />
      <ExpiryField
        id={`${idPrefix}-expires-on`}
        className="sm:w-56"
        error={errors.expiresOn?.message}
        {...register("expiresOn", { setValueAs: expiryValue })}
      />
    </>
  );
}
