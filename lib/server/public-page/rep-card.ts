import "server-only";
import { html, type SafeHtml } from "./html";

/** What the rep card shows: the rep, their brand, and the subject of a reply (`title`). */
export interface RepCardParts {
  rep: { name: string; email: string };
  brand: { name: string };
  title: string;
}

/** Who is behind the page, and the way to write back to them (`title` is the reply's subject). */
export function repCardHtml({ rep, brand, title }: RepCardParts): SafeHtml {
  const reply = `mailto:${rep.email}?subject=${encodeURIComponent(`Re: ${title}`)}`;
  return html`<section class="card contact" aria-labelledby="contact-title">
<h2 id="contact-title">Your contact</h2>
<p class="rep-name">${rep.name}</p>
<p class="rep-brand">${brand.name}</p>
<p class="rep-email"><a href="mailto:${rep.email}">${rep.email}</a></p>
<div class="actions"><a class="button" href="${reply}">${MAIL_ICON}Reply by e-mail</a></div>
</section>`;
}

const MAIL_ICON = html`<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"
  stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><rect x="3" y="5" width="18"
  height="14" rx="2"/><path d="m3 7 9 6 9-6"/></svg>`;
