import { SAMPLE_ASSETS } from "@/lib/server/seed/demo-content";

/** The demo's sample assets a rep sees in a brand (the seed's own list), in seed order. */
export const demoAssetTitles = (brandCode: string): string[] =>
  SAMPLE_ASSETS.filter((asset) => !asset.brands || asset.brands.includes(brandCode)).map((asset) => asset.title);
