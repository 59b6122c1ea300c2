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
