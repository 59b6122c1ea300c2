import "server-only";
import { html, type SafeHtml } from "./html";

/** A brand's call to action on a public page: its label, and the page's own path that counts the click. */
export interface ShownCta {
  label: string;
  /** `/r/{slug}/cta?o=…` or `/asset/{slug}/cta?o=…`: the portal, never the brand's address itself. */
  href: string;
}

/** The page's path that records the click and forwards it; `openId` names this open of the page. */
export function ctaPath(pagePath: string, openId: string | undefined): string {
  return openId ? `${pagePath}/cta?o=${encodeURIComponent(openId)}` : `${pagePath}/cta`;
}

/** The call to action as the page's first button (the brand's next step for the customer). */
export function ctaButtonHtml(cta: ShownCta): SafeHtml {
  return html`<a class="button cta" href="${cta.href}">${cta.label}</a>`;
}

/**
 * Where a click goes: the brand's stored https address, with the page's slug added under the name
 * the quotes webhook takes back (`roomSlug`, `shareSlug`), so the quoting system can name the page.
 */
export function ctaLocation(storedUrl: string, slugParam: "roomSlug" | "shareSlug", slug: string): string {
  const url = new URL(storedUrl);
  url.searchParams.set(slugParam, slug);
  return url.toString();
}

/** The click's answer: a 302 to the brand's address, never cached or indexed. */
export function ctaRedirect(location: string): Response {
  return new Response(null, {
    status: 302,
    headers: {
      Location: location,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "no-referrer",
    },
  });
}
