"use client";

import type { ComponentProps } from "react";
import { FormField } from "@/components/ui/form-field";
import { utcToday } from "@/lib/contract/rooms";

/** The room's optional last day (UTC); today at the earliest. */
export function ExpiryField(props: Omit<ComponentProps<typeof FormField>, "label" | "type">) {
  return <FormField label="Last day (optional)" type="date" min={utcToday()} {...props} />;
}

/** A date input's value as the contract takes it: blank means the room does not expire. */
export const expiryValue = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
