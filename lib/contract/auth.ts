import { z } from "zod";

export const roleSchema = z.enum(["rep", "admin"]);
export type Role = z.infer<typeof roleSchema>;

/** GET /api/config */
export const publicConfigSchema = z.object({
  supabaseUrl: z.string(),
  supabaseAnonKey: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/**
 * POST /api/auth/login body. The messages are those of docs/rules.md#sign-in, shared by the login form and the route.
 */
export const loginBodySchema = z.object({
  email: z
    .string()
    .trim()
    .max(320, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
  // The auth service takes passwords of up to 256 characters (lib/server/auth/gotrue/users.ts).
  password: z
    .string()
    .min(6, "Password must be at least 6 characters")
    .max(256, "Password can be at most 256 characters"),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const magicLinkFormSchema = loginBodySchema.pick({ email: true });

/** The code of a sign-in e-mail, as typed or pasted ("123 456" and "123-456" too). */
export const emailCodeFormSchema = magicLinkFormSchema.extend({
  code: z
    .string()
    .transform((code) => code.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from the email")),
});

/** The signed-in user as the portal shows it (the verify answer's shape and the camel-case one). */
export const portalUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  promoCode: z.string(),
  /** The user's IANA time zone (their profile), or null while unset; absent from an older backend. */
  timeZone: z.string().nullable().default(null),
  user_metadata: z.object({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    profile_image_url: z.string().nullable(),
  }),
});
export type PortalUser = z.infer<typeof portalUserSchema>;

export const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_at: z.number(),
  expires_in: z.number(),
  token_type: z.literal("bearer"),
});
export type PortalSession = z.infer<typeof sessionSchema>;

/** POST /api/auth/login response. */
export const loginResponseSchema = z.object({
  session: sessionSchema.nullable(),
  user: portalUserSchema.nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/auth/verify response. */
export const verifyResponseSchema = z.object({
  role: roleSchema,
  user: portalUserSchema,
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;
