import type { QuoteAttribution } from "@/lib/contract/admin-reports";

/** What a quote counted through: 'Link Spring Promo (/go/ab12cd)', 'Promo code SAVE10' or 'Unattributed'. */
export function attributionText(attribution: QuoteAttribution): string {
  switch (attribution.kind) {
    case "link":
      return `Link ${attribution.name} (/go/${attribution.slug})`;
    case "promo":
      return `Promo code ${attribution.code}`;
    case "none":
      return "Unattributed";
  }
}
