"use client";

import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { emailCodeFormSchema, loginBodySchema, magicLinkFormSchema } from "@/lib/contract/auth";

const load = () => import("./sign-in-schemas");

/**
 * Starts loading zod and the sign-in schemas (about 27 kB of gzipped script): not part of the login page's
 * first load, so the card paints and hydrates without them. The forms call this when a field
 * gets focus; a validation before they arrive waits for them (a failed load is fetched again by
 * the next one: the bundler's chunk loader forgets a chunk that failed).
 */
export function preloadSignInSchemas(): void {
  load().catch(() => undefined);
}

type ResolverOf<T extends z.ZodType<FieldValues, FieldValues>> = Resolver<z.input<T>, unknown, z.output<T>>;

/** The same validation as `zodResolver(loginBodySchema)`, run once the schemas are loaded. */
export const passwordLoginResolver: ResolverOf<typeof loginBodySchema> = async (values, context, options) =>
  (await load()).passwordLoginZodResolver(values, context, options);

/** The same validation as `zodResolver(magicLinkFormSchema)`, run once the schemas are loaded. */
export const magicLinkResolver: ResolverOf<typeof magicLinkFormSchema> = async (values, context, options) =>
  (await load()).magicLinkZodResolver(values, context, options);

/** The same validation as `zodResolver(emailCodeFormSchema)`, run once the schemas are loaded. */
export const emailCodeResolver: ResolverOf<typeof emailCodeFormSchema> = async (values, context, options) =>
  (await load()).emailCodeZodResolver(values, context, options);
