import "server-only";
import { randomInt } from "node:crypto";

/** A promo code like "JANE4821": up to four letters of the name (or "REP"), then digits. */
export function promoCodeCandidate(firstName: string | null | undefined, email: string, digits = 4): string {
  const letters = (firstName || email.split("@")[0] || "")
    .normalize("NFKD")
    .replace(/[^a-zA-Z]/g, "")
    .slice(0, 4)
    .toUpperCase();
  const number = String(randomInt(0, 10 ** digits)).padStart(digits, "0");
  return `${letters.length >= 2 ? letters : "REP"}${number}`;
}
