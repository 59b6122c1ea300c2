import "server-only";
import { cssColor, textOn } from "./brand-colors";

/** A public page's only stylesheet: a light look whatever the portal theme, themed by one color. */
export function publicPageStyles(brandColor: string): string {
  const brand = cssColor(brandColor);
  return `
:root { color-scheme: light; --brand: ${brand}; --on-brand: ${textOn(brand)}; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100dvh; display: flex; flex-direction: column; background: #f1f5f9; color: #0f172a;
  font: 16px/1.5 ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
a { color: inherit; }
a:focus-visible, video:focus-visible, audio:focus-visible, object:focus-visible {
  outline: 3px solid #0f172a; outline-offset: 3px; border-radius: 6px; }
.wrap { width: 100%; max-width: 64rem; margin: 0 auto; padding: 0 1rem; }
header { background: var(--brand); color: var(--on-brand); }
header .wrap { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: .25rem 1rem;
  padding-block: 1.1rem; }
.brand { margin: 0; font-size: 1.25rem; font-weight: 700; letter-spacing: -.01em; }
.shared-by { margin: 0; font-size: .95rem; opacity: .95; }
main { flex: 1; padding-block: 1.5rem 2.5rem; }
.card { background: #fff; border: 1px solid #e2e8f0; border-radius: 1rem; box-shadow: 0 1px 3px rgb(15 23 42 / .08);
  padding: 1.25rem; }
h1 { margin: 0; font-size: 1.6rem; line-height: 1.25; letter-spacing: -.02em; overflow-wrap: anywhere; }
.description { margin: .5rem 0 0; color: #475569; white-space: pre-line; overflow-wrap: anywhere; }
.viewer { margin-top: 1.25rem; border-radius: .75rem; overflow: hidden; background: #f8fafc;
  border: 1px solid #e2e8f0; }
.viewer object { display: block; width: 100%; height: min(75vh, 56rem); min-height: 26rem; border: 0; }
.viewer video, .viewer img { display: block; width: 100%; max-height: 75vh; object-fit: contain; background: #0f172a; }
.viewer img { background: #fff; }
.viewer img { width: auto; max-width: 100%; height: auto; margin: 0 auto; }
.viewer.audio { padding: 1.5rem 1rem; }
.viewer audio { display: block; width: 100%; }
.placeholder { display: grid; justify-items: center; align-content: center; gap: .75rem; min-height: 100%;
  padding: 2.5rem 1rem; text-align: center; color: #475569; }
.placeholder p { margin: 0; max-width: 28rem; }
.icon { width: 2.5rem; height: 2.5rem; color: var(--brand); }
.actions { display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; margin-top: 1.25rem; }
.button { display: inline-flex; align-items: center; gap: .5rem; min-height: 2.75rem; padding: .6rem 1.1rem;
  border-radius: .6rem; background: var(--brand); color: var(--on-brand); font-weight: 600; text-decoration: none; }
.button:hover { filter: brightness(.92); }
.button.secondary { background: #fff; color: #0f172a; border: 1px solid #cbd5e1; }
.rep-phone a { color: #0f172a; }
.button svg { width: 1.1rem; height: 1.1rem; }
.status { display: grid; justify-items: center; gap: .25rem; max-width: 32rem; margin: 3rem auto 0;
  text-align: center; }
.status h1 { font-size: 1.5rem; }
.status p { margin: .75rem 0 0; color: #475569; }
.contact { margin-top: 1.25rem; }
.status + .contact { max-width: 32rem; margin-inline: auto; }
.contact h2 { margin: 0 0 .5rem; font-size: 1rem; color: #475569; font-weight: 600; }
.contact p { margin: 0; overflow-wrap: anywhere; }
.rep-name { font-size: 1.15rem; font-weight: 700; }
.rep-brand { color: #475569; }
.rep-email a { color: #0f172a; }
footer { padding-block: 1.25rem; color: #475569; font-size: .875rem; text-align: center; }
@media (min-width: 640px) { .card { padding: 2rem; } h1 { font-size: 2rem; } main { padding-block: 2.5rem 3.5rem; } }
`;
}
