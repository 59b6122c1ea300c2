import { zodResolver } from "@hookform/resolvers/zod";
import { emailCodeFormSchema, loginBodySchema, magicLinkFormSchema } from "@/lib/contract/auth";

/** The sign-in forms' zod resolvers: loaded as their own chunk by `./sign-in-resolvers`. */
export const passwordLoginZodResolver = zodResolver(loginBodySchema);
export const magicLinkZodResolver = zodResolver(magicLinkFormSchema);
export const emailCodeZodResolver = zodResolver(emailCodeFormSchema);
