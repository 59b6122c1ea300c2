import { z } from "zod";

export const brandSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  lightColor: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

/**
 * What the server knows for a signed-in page's first render: the brands, the brand cookie's code and
 * when the list was read (0: the browser loads it again).
 */
export interface FirstBrandState {
  brands: Brand[];
  code: string | null;
  readAt: number;
}

/** The brand a library or calendar query is scoped to: `?brandId=` (required). */
export const brandIdSchema = z
  .string({ error: "A brand is required: pass brandId." })
  .pipe(z.uuid("The brandId must be a brand's id (a UUID)."));

export const CTA_LABEL_MAX = 40;
export const CTA_URL_MAX = 2000;

/** A brand's call to action as the admin sees and sets it: both fields, or neither (no button). */
export const adminBrandSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  ctaLabel: z.string().nullable(),
  ctaUrl: z.string().nullable(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;

const ctaLabelSchema = z
  .string({ error: "The button label must be text." })
  .trim()
  .min(1, "Enter the button's label.")
  .max(CTA_LABEL_MAX, `The button label can be at most ${CTA_LABEL_MAX} characters.`);

/** An absolute https address with a host and no credentials: where the button takes the customer. */
const ctaUrlSchema = z
  .string({ error: "The address must be text." })
  .trim()
  .max(CTA_URL_MAX, `The address can be at most ${CTA_URL_MAX} characters.`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
    } catch {
      return false;
    }
  }, "Enter a full https:// address, e.g. https://example.com/quote.");

/** PATCH /api/admin/brands/{id}: set the call to action (label and https URL), or clear it with both null. */
export const brandCtaBodySchema = z
  .strictObject(
    { ctaLabel: ctaLabelSchema.nullable(), ctaUrl: ctaUrlSchema.nullable() },
    { error: "Send ctaLabel and ctaUrl only." },
  )
  .refine(
    (body) => (body.ctaLabel === null) === (body.ctaUrl === null),
    "Send ctaLabel and ctaUrl together, or both null to remove the button.",
  );
export type BrandCtaBody = z.infer<typeof brandCtaBodySchema>;
