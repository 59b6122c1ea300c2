import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { BRAND_COOKIE_NAME } from "@/lib/brand-cookie";
import type { FirstBrandState } from "@/lib/contract/brands";
import { pickBrand } from "@/lib/pick-brand";
import { listBrands } from "@/lib/server/brands/brand-list";
import { processDatabase } from "@/lib/server/platform/db/client";
import { upstreamConfig } from "@/lib/server/platform/upstream";
import { isDocumentLoad } from "./document-load";

/**
 * The brands and the chosen brand's code for a signed-in page's server render, so it paints in the
 * brand's name and colors; undefined where the browser must ask /api/brands itself: in upstream
 * proxy mode (the data is the upstream's) or when the read fails. The list counts as just loaded
 * for a whole page's load; after a client-side navigation the browser loads it again.
 */
export const firstBrandState = cache(async (): Promise<FirstBrandState | undefined> => {
  const code = (await cookies()).get(BRAND_COOKIE_NAME)?.value ?? null;
  if (upstreamConfig()) return undefined;
  try {
    const brands = await listBrands(await processDatabase());
    return { brands, code, readAt: (await isDocumentLoad()) ? Date.now() : 0 };
  } catch (error) {
    console.error("Reading the brands for the first render failed", error);
    return undefined;
  }
});

/** The brand the first render shows: the cookie's, else the first (as the browser picks it). */
export async function firstBrand() {
  const first = await firstBrandState();
  return first && pickBrand(first.brands, first.code);
}
