import { z } from "zod";

/** GET /api/user/promo-code response. */
export const promoCodeResponseSchema = z.object({ promoCode: z.string() });
export type PromoCodeResponse = z.infer<typeof promoCodeResponseSchema>;

/** Phone characters a person types: digits, spaces, + ( ) - . and nothing else. */
const PHONE_CHARACTERS = /^\+?[0-9 ().-]+$/;
export const PHONE_MAX = 30;

/** The digits of a phone number as a `tel:`/`sms:` link dials them (a leading + kept). */
export function dialablePhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return phone.trim().startsWith("+") ? `+${digits}` : digits;
}

/** A phone number: 7 to 15 digits (E.164's longest), typed with the usual separators; "" clears it. */
export const phoneSchema = z
  .string({ error: "The phone number must be text." })
  .trim()
  .max(PHONE_MAX, `The phone number can be at most ${PHONE_MAX} characters.`)
  .refine(
    (phone) => phone === "" || (PHONE_CHARACTERS.test(phone) && /^\+?\d{7,15}$/.test(dialablePhone(phone))),
    "Enter a phone number of 7 to 15 digits, e.g. +1 555 010 1234.",
  );

/** The IANA name Intl knows `zone` by (an alias such as Asia/Calcutta gives Asia/Kolkata), or undefined. */
export function canonicalTimeZone(zone: string): string | undefined {
  if (!/^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/.test(zone)) return undefined;
  try {
    const resolved = new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
    return resolved === "UTC" || Intl.supportedValuesOf("timeZone").includes(resolved) ? resolved : undefined;
  } catch {
    return undefined;
  }
}

/** A time zone among Intl's supported zones, e.g. America/Chicago; stored by its canonical name. */
export const timeZoneSchema = z
  .string({ error: "The time zone must be text." })
  .trim()
  .transform((zone, context) => {
    const canonical = canonicalTimeZone(zone);
    if (!canonical) {
      context.addIssue({ code: "custom", message: "Choose a time zone from the list, e.g. America/Chicago." });
      return z.NEVER;
    }
    return canonical;
  });

/** GET and PATCH /api/user/profile: the rep's own contact details for customers and their time zone. */
export const repProfileSchema = z.object({ phone: z.string().nullable(), timeZone: z.string().nullable() });
export type RepProfile = z.infer<typeof repProfileSchema>;

/** PATCH /api/user/profile body: either field or both; nothing else (the caller's own profile only). */
export const repProfileUpdateSchema = z.strictObject(
  { phone: phoneSchema.optional(), timeZone: timeZoneSchema.optional() },
  { error: "Send phone and/or timeZone only." },
);
export type RepProfileUpdate = z.input<typeof repProfileUpdateSchema>;
