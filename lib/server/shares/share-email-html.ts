import "server-only";
import { cssColor, textOn } from "@/lib/server/public-page/brand-colors";
import { html, type SafeHtml } from "@/lib/server/public-page/html";

/** What a customer e-mail from a rep says: the share e-mail's and the room e-mail's. */
export interface CustomerEmailHtmlParts {
  /** The document title and the reply's subject ("Re: {title}"). */
  title: string;
  greeting: string;
  note: string | undefined;
  /** What was shared, after the note. */
  lead: SafeHtml;
  buttonLabel: string;
  link: string;
  brand: { name: string; primaryColor: string };
  repName: string;
  repEmail: string;
}

const BODY = "margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a";
const CARD = "max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden";
const TEXT = "padding:24px;font-size:16px;line-height:1.5";
const BUTTON = "display:inline-block;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold";

/**
 * A customer e-mail's HTML part: the brand's bar, the rep's note, what was shared, a button to it
 * and the rep's signature with a reply link. Inline styles and tables only, as mail programs need.
 */
export function customerEmailHtml(parts: CustomerEmailHtmlParts): string {
  const { title, greeting, note, lead, buttonLabel, link, brand, repName, repEmail } = parts;
  const colors = `background:${cssColor(brand.primaryColor)};color:${textOn(brand.primaryColor)}`;
  const reply = `mailto:${repEmail}?subject=${encodeURIComponent(`Re: ${title}`)}`;
  return html`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body style="${BODY}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${CARD}">
<tr><td style="${colors};padding:18px 24px;font-size:20px;font-weight:bold">${brand.name}</td></tr>
<tr><td style="${TEXT}">
<p style="margin:0 0 16px">${greeting}</p>
${note ? html`<p style="margin:0 0 16px;white-space:pre-line">${note}</p>` : ""}
${lead}
<p style="margin:0 0 24px"><a href="${link}" style="${BUTTON};${colors}">${buttonLabel}</a></p>
<p style="margin:0;color:#475569;font-size:14px">${repName}<br>
<a href="${reply}" style="color:#0f172a">${repEmail}</a><br>${brand.name}</p>
</td></tr></table>
</td></tr></table>
</body></html>`.value;
}

/** One shared item as an e-mail shows it: a cover (a first page, an image) when there is one. */
export interface EmailItemHtml {
  title: string;
  coverUrl: string | null;
}

const COVER = "display:block;width:96px;height:auto;border:1px solid #e2e8f0;border-radius:6px";

/** The shared items, each a row of its cover and its title: what the customer will find behind the button. */
export function emailItemsHtml(items: readonly EmailItemHtml[]): SafeHtml {
  const rows = items.map(({ title, coverUrl }) => {
    const cover = coverUrl ? html`<img src="${coverUrl}" alt="" width="96" style="${COVER}">` : "";
    return html`<tr><td width="108" valign="top" style="padding:0 12px 12px 0">${cover}</td>
<td valign="top" style="padding:0 0 12px;font-weight:bold">${title}</td></tr>`;
  });
  return html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 12px">${rows}</table>`;
}

type ShareEmailHtmlParts = Omit<CustomerEmailHtmlParts, "greeting" | "lead" | "buttonLabel"> & {
  coverUrl: string | null;
};

/** The share e-mail's HTML part: one asset, named in the lead, shown with its cover and on the button. */
export function shareEmailHtml({ coverUrl, ...parts }: ShareEmailHtmlParts): string {
  return customerEmailHtml({
    ...parts,
    greeting: "Hello,",
    lead: html`<p style="margin:0 0 12px">${parts.repName} shared this with you:</p>
${emailItemsHtml([{ title: parts.title, coverUrl }])}`,
    buttonLabel: `View ${parts.title}`,
  });
}
