import { z } from "zod";

/** A list of ids (brands or users) in an admin create payload; empty when not given. */
export function idListSchema(what: "brand" | "user") {
  return z
    .array(z.uuid(`Each ${what} id must be a UUID.`), { error: `The ${what}Ids must be a list of ids.` })
    .max(500, `At most 500 ${what}s can be assigned at once.`)
    .default([]);
}

/** An admin item's required title, trimmed. */
export function titleSchema(max: number) {
  return z
    .string({ error: "Please enter a title." })
    .trim()
    .min(1, "Please enter a title.")
    .max(max, `The title can be at most ${max} characters.`);
}

/** An admin item's description, trimmed; empty when not given. */
export function descriptionSchema(max: number) {
  return z
    .string({ error: "The description must be text." })
    .trim()
    .max(max, `The description can be at most ${max} characters.`)
    .default("");
}

/** The hint shown under the brand pick-list; the server answers it as a sentence. */
export const NO_BRAND_HINT = "Please select at least one brand";
export const NO_BRAND_MESSAGE = `${NO_BRAND_HINT}.`;

/** Assigned to all brands, or to at least one. */
export const hasBrand = (value: { assignToAllBrands: boolean; brandIds: string[] }) =>
  value.assignToAllBrands || value.brandIds.length > 0;
