import { z } from "zod";
import { roleSchema } from "./auth";

export const PASSWORD_MIN = 6;
export const NAME_MAX = 100;

const name = (label: string) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(NAME_MAX, `The ${label} can be at most ${NAME_MAX} characters.`)
    .nullish()
    .transform((v) => v || null);

/** POST /api/admin/users body: email and password required, names optional. */
export const createUserBodySchema = z.object({
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .toLowerCase()
    .pipe(z.email("Please enter a valid email address")),
  password: z
    .string({ error: "Password must be at least 6 characters" })
    .min(PASSWORD_MIN, "Password must be at least 6 characters")
    .max(256, "The password can be at most 256 characters."),
  firstName: name("first name"),
  lastName: name("last name"),
  role: roleSchema.default("rep"),
  isActive: z.boolean({ error: "isActive must be true or false." }).default(true),
  promoCode: z.preprocess(
    (v) => (v === "" ? null : v),
    z
      .string({ error: "The promo code must be text." })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,32}$/, "A promo code is 3 to 32 letters, digits, dashes or underscores.")
      .nullish(),
  ),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** An edited name: blank clears it; left out, it stays. */
const editedName = (label: string) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(NAME_MAX, `The ${label} can be at most ${NAME_MAX} characters.`)
    .nullable()
    .transform((v) => v || null)
    .optional();

/** PATCH /api/admin/users/{id} body: what an admin may change of a user; a field left out stays. */
export const updateUserBodySchema = z
  .object({
    firstName: editedName("first name"),
    lastName: editedName("last name"),
    role: roleSchema.optional(),
    isActive: z.boolean({ error: "isActive must be true or false." }).optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), "Send at least one field to change.");
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const CANNOT_DEMOTE_SELF = "You cannot remove your own administrator role.";
export const CANNOT_DEACTIVATE_SELF = "You cannot deactivate your own account.";

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: roleSchema,
  isActive: z.boolean(),
  promoCode: z.string(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
