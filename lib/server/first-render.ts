import "server-only";
import { cookies } from "next/headers";
import { BRAND_COOKIE_NAME } from "@/lib/brand-cookie";
import type { FirstBrandState } from "@/lib/contract/brands";
import { getRuntime } from "@/lib/server/runtime";
import { listBrands } from "@/lib/server/services/brands";
import { upstreamConfig } from "@/lib/server/upstream";

/**
 * The brands and the chosen brand's code for a signed-in page's server render, so it paints in the
 * brand's name and colours; undefined where the browser must ask /api/brands itself: in upstream
 * proxy mode (the data is the upstream's) or when the read fails.
 */
export async function firstBrandState(): Promise<FirstBrandState | undefined> {
  const code = (await cookies()).get(BRAND_COOKIE_NAME)?.value ?? null;
  if (upstreamConfig()) return undefined;
  try {
    return { brands: await listBrands((await getRuntime()).db), code };
  } catch (error) {
    console.error("Reading the brands for the first render failed", error);
    return undefined;
  }
}
