import "server-only";
import { dialablePhone } from "@/lib/contract/user";
import { ctaButtonHtml, type ShownCta } from "./call-to-action";
import { html, type SafeHtml } from "./html";

/** What the rep card shows: the rep, their brand, the subject of a reply (`title`), and the brand's call to action. */
export interface RepCardParts {
  rep: { name: string; email: string; phone?: string | null };
  brand: { name: string };
  title: string;
  cta?: ShownCta | null;
}

/**
 * Who is behind the page, and the ways to reach them: the brand's call to action first when it has
 * one, a reply by e-mail (`title` is its subject), and a call or text when the rep has a phone.
 */
export function repCardHtml({ rep, brand, title, cta }: RepCardParts): SafeHtml {
  const reply = `mailto:${rep.email}?subject=${encodeURIComponent(`Re: ${title}`)}`;
  const dial = rep.phone ? dialablePhone(rep.phone) : undefined;
  return html`<section class="card contact" aria-labelledby="contact-title">
<h2 id="contact-title">Your contact</h2>
<p class="rep-name">${rep.name}</p>
<p class="rep-brand">${brand.name}</p>
<p class="rep-email"><a href="mailto:${rep.email}">${rep.email}</a></p>
${rep.phone ? html`<p class="rep-phone"><a href="tel:${dial}">${rep.phone}</a></p>` : ""}
<div class="actions">${cta ? ctaButtonHtml(cta) : ""}${replyHtml(reply, cta ? " secondary" : "")}
${dial ? phoneLinksHtml(dial) : ""}</div>
</section>`;
}

const replyHtml = (href: string, style: string) =>
  html`<a class="button${style}" href="${href}">${MAIL_ICON}Reply by e-mail</a>`;

/** Call and text, for the phone's own dialer and messages app. */
const phoneLinksHtml = (dial: string) => html`<a class="button secondary" href="tel:${dial}">${PHONE_ICON}Call</a>
<a class="button secondary" href="sms:${dial}">${TEXT_ICON}Text</a>`;

const MAIL_ICON = html`<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"
  stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><rect x="3" y="5" width="18"
  height="14" rx="2"/><path d="m3 7 9 6 9-6"/></svg>`;

const PHONE_ICON = html`<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"
  stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M5 4h4l2 5-2.5
  1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"/></svg>`;

const TEXT_ICON = html`<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"
  stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M21 15a2 2 0 0 1-2
  2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>`;
