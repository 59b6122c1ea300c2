import type { QuoteAttribution } from "@/lib/contract/admin-reports";

/**
 * What a quote counted through: 'Share room 1a2b3c4d', 'Share page Price List', 'Link Spring Promo
 * (/go/ab12cd)', 'Promo code SAVE10' or 'Unattributed'. A room shows the start of its id (the hits
 * export's room_id), never its recipient: rooms are private to their rep.
 */
export function attributionText(attribution: QuoteAttribution): string {
  switch (attribution.kind) {
    case "room":
      return `Share room ${attribution.roomId.slice(0, 8)}`;
    case "share":
      return `Share page ${attribution.title}`;
    case "link":
      return `Link ${attribution.name} (/go/${attribution.slug})`;
    case "promo":
      return `Promo code ${attribution.code}`;
    case "none":
      return "Unattributed";
  }
}
