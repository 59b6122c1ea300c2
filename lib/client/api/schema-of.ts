import type { LazySchema } from "@/lib/client/data/fetcher";
import type { schemas } from "./schemas";

export type SchemaName = keyof typeof schemas;

/** The named schema of `schemas.ts`, which is fetched (with zod) the first time any is used. */
export function schemaOf<K extends SchemaName>(name: K): LazySchema<(typeof schemas)[K]> {
  return async () => (await import("./schemas")).schemas[name];
}
