import type { Page } from "@playwright/test";

/** What the focused element shows as its focus indicator, measured in the page. */
export interface FocusIndicator {
  /** Tag and name of the focused element, for messages. */
  element: string;
  /** The element's box is at least 2×2 px (not an invisible tab stop). */
  visible: boolean;
  /** Width in px of the strongest outline or ring (box-shadow without blur); 0 when there is none. */
  width: number;
  /** Contrast of that outline or ring against the background it is drawn on (1 when there is none). */
  contrast: number;
}

/**
 * The focused element's outline or ring (a blur-free box-shadow, as Tailwind's ring utilities draw
 * it) and its contrast against the background behind it: the nearest backgrounds of its ancestors,
 * composited. Null when nothing but the body has the focus.
 */
export function focusIndicator(page: Page): Promise<FocusIndicator | null> {
  return page.evaluate(async () => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    // The ring is measured once its transition has run; one cut short by a state change (a tab being
    // selected) rejects, and the transition that replaced it is waited for in turn.
    for (let running = element.getAnimations(); running.length > 0; running = element.getAnimations())
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));

    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("no 2d canvas");
    type Rgba = [number, number, number, number];
    /** Any CSS color (rgb, oklab, color(srgb …)) as sRGB 0-255 and alpha 0-1, read back from a canvas pixel. */
    const rgba = (color: string): Rgba => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = "transparent";
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
      r * a + br * (1 - a),
      g * a + bg * (1 - a),
      b * a + bb * (1 - a),
      1,
    ];
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    /** The backgrounds from `start` up to the first opaque one, composited. */
    const backgroundFrom = (start: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let node = start; node; node = node.parentElement) {
        const color = rgba(getComputedStyle(node).backgroundColor);
        if (color[3] === 0) continue;
        layers.push(color);
        if (color[3] === 1) break;
      }
      return layers.reverse().reduce<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };

    const style = getComputedStyle(element);
    const indicators: { color: string; width: number; inset: boolean }[] = [];
    if (style.outlineStyle !== "none")
      indicators.push({
        color: style.outlineColor,
        width: parseFloat(style.outlineWidth),
        inset: parseFloat(style.outlineOffset) < 0,
      });
    // Computed box-shadows read "<color> <x> <y> <blur> <spread>[ inset]", comma-separated.
    const shadow =
      /((?:[a-z-]+\([^()]*\))|#[0-9a-f]+|[a-z]+) (-?[\d.]+)px (-?[\d.]+)px ([\d.]+)px (-?[\d.]+)px( inset)?/gi;
    for (const [, color = "", x, y, blur, spread, inset] of style.boxShadow.matchAll(shadow)) {
      if (Number(x) === 0 && Number(y) === 0 && Number(blur) === 0)
        indicators.push({ color, width: Number(spread), inset: Boolean(inset) });
    }

    let best = { width: 0, contrast: 1 };
    for (const indicator of indicators) {
      const color = rgba(indicator.color);
      if (color[3] === 0 || indicator.width <= 0) continue;
      const behind = backgroundFrom(indicator.inset ? element : element.parentElement);
      const ratio = contrast(over(color, behind), behind);
      if (ratio > best.contrast) best = { width: indicator.width, contrast: ratio };
    }
    const box = element.getBoundingClientRect();
    const name = element.getAttribute("aria-label") ?? (element.textContent ?? "").trim().slice(0, 40);
    const role = element.getAttribute("role");
    return {
      element: `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ""} "${name}"`,
      visible: box.width >= 2 && box.height >= 2,
      ...best,
    };
  });
}

/**
 * Presses Tab from the top of the page until the focus leaves the page or comes back round, and
 * answers the indicator of every stop on the way.
 */
export async function tabThrough(page: Page, limit = 80): Promise<FocusIndicator[]> {
  type Marked = Window & { focusStops?: Set<Element> };
  await page.evaluate(() => {
    (window as Marked).focusStops = new Set();
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const stops: FocusIndicator[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press("Tab");
    const again = await page.evaluate(() => {
      const seen = (window as Marked).focusStops ?? new Set();
      const element = document.activeElement;
      if (!element || seen.has(element)) return true;
      seen.add(element);
      return false;
    });
    const indicator = again ? null : await focusIndicator(page);
    if (!indicator) break;
    stops.push(indicator);
  }
  return stops;
}
