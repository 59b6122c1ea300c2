import { z } from "zod";
import { shareAssetBodySchema } from "./assets";

export const SHARE_EMAIL_MESSAGE_MAX = 2000;
const EMAIL_REQUIRED = "Customer email is required to send the asset.";
const EMAIL_INVALID = "Please enter a valid email address.";

/** POST /api/assets/share/email body: the share link goes to the customer with an optional note. */
export const shareEmailBodySchema = z.object({
  assetId: shareAssetBodySchema.shape.assetId,
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, EMAIL_REQUIRED)
    .max(254, EMAIL_INVALID)
    .pipe(z.email({ error: EMAIL_INVALID })),
  message: z
    .string({ error: "The personal message must be text." })
    .max(SHARE_EMAIL_MESSAGE_MAX, `The personal message can be at most ${SHARE_EMAIL_MESSAGE_MAX} characters.`)
    .optional(),
});
export type ShareEmailBody = z.infer<typeof shareEmailBodySchema>;

export const shareEmailResponseSchema = z.object({ sent: z.literal(true), shareSlug: z.string() });
export type ShareEmailResponse = z.infer<typeof shareEmailResponseSchema>;
