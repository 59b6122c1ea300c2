import type { Brand } from "@/lib/contract/brands";

/**
 * The remembered brand if it is still in the list, otherwise the first brand. Apart from
 * the contract's schemas, so the browser's first load does not carry zod.
 */
export function pickBrand(brands: readonly Brand[], code: string | null): Brand | undefined {
  return brands.find((brand) => brand.code === code) ?? brands[0];
}
