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
