import type { MetadataRoute } from "next";

/** A private portal: nothing here is for search engines (share pages also say noindex themselves). */
export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: "*", disallow: "/" } };
}
