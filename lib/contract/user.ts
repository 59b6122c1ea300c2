import { z } from "zod";

/** GET /api/user/promo-code response. */
export const promoCodeResponseSchema = z.object({ promoCode: z.string() });
export type PromoCodeResponse = z.infer<typeof promoCodeResponseSchema>;
