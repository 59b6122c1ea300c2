import { z } from "zod";
import { shareAssetBodySchema } from "./assets";

export const SHARE_EMAIL_MESSAGE_MAX = 2000;
const EMAIL_REQUIRED = "Customer email is required to send the asset.";
/** The login form's words (docs/rules.md#sign-in), so the Share dialog and the server say the same. */
const EMAIL_INVALID = "Please enter a valid email address";

/** POST /api/assets/share/email body: the asset goes to the customer with an optional note. */
export const shareEmailBodySchema = z.object({
  assetId: shareAssetBodySchema.shape.assetId,
  brandId: shareAssetBodySchema.shape.brandId,
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

/** The Share dialog's 'Send via Email' fields, checked as the server checks them. */
export const shareEmailFormSchema = shareEmailBodySchema.pick({ email: true, message: true });
export type ShareEmailFormValues = z.input<typeof shareEmailFormSchema>;
export type ShareEmailFormOutput = z.output<typeof shareEmailFormSchema>;

/** The customer gets a personal link: the one-asset room `roomId` made (or reused) for their address. */
export const shareEmailResponseSchema = z.object({ sent: z.literal(true), roomId: z.string() });
export type ShareEmailResponse = z.infer<typeof shareEmailResponseSchema>;
