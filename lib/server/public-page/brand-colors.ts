import "server-only";

const HEX = /^#[0-9a-f]{6}$/i;
const NEUTRAL = "#1d4ed8";
const DARK_TEXT = "#0f172a";

/** A brand color fit to write into CSS: a #rrggbb value, else a neutral blue. */
export function cssColor(value: string): string {
  return HEX.test(value) ? value.toLowerCase() : NEUTRAL;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White on the brand color (the portal's rule), unless that fails WCAG AA: then dark text. */
export function textOn(background: string): string {
  const contrast = 1.05 / (luminance(cssColor(background)) + 0.05);
  return contrast >= 4.5 ? "#ffffff" : DARK_TEXT;
}
