import "server-only";
import { cssColor, textOn } from "@/lib/server/share-page/brand-colors";
import { html } from "@/lib/server/share-page/html";

interface RoomEmailHtmlParts {
  recipientName: string;
  titles: string[];
  link: string;
  brand: { name: string; primaryColor: string };
  note: string | undefined;
  repName: string;
  repEmail: string;
}

const BODY = "margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a";
const CARD = "max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden";
const TEXT = "padding:24px;font-size:16px;line-height:1.5";
const BUTTON = "display:inline-block;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold";

/**
 * The room e-mail's HTML part, laid out as the share e-mail's (share-page/share-email-html.ts): the
 * brand's bar, the note, the room's asset titles, a button to the room and the rep's signature.
 */
export function RoomEmailHtml(parts: RoomEmailHtmlParts): string {
  const { recipientName, titles, link, brand, note, repName, repEmail } = parts;
  const colors = `background:${cssColor(brand.primaryColor)};color:${textOn(brand.primaryColor)}`;
  const reply = `mailto:${repEmail}?subject=${encodeURIComponent(`Re: ${brand.name}`)}`;
  return html`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${brand.name}</title></head>
<body style="${BODY}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${CARD}">
<tr><td style="${colors};padding:18px 24px;font-size:20px;font-weight:bold">${brand.name}</td></tr>
<tr><td style="${TEXT}">
<p style="margin:0 0 16px">Hello ${recipientName},</p>
${note ? html`<p style="margin:0 0 16px;white-space:pre-line">${note}</p>` : ""}
<p style="margin:0 0 8px">${repName} shared these with you:</p>
<ul style="margin:0 0 20px;padding-left:20px">${titles.map((title) => html`<li>${title}</li>`)}</ul>
<p style="margin:0 0 24px"><a href="${link}" style="${BUTTON};${colors}">Open the room</a></p>
<p style="margin:0;color:#475569;font-size:14px">${repName}<br>
<a href="${reply}" style="color:#0f172a">${repEmail}</a><br>${brand.name}</p>
</td></tr></table>
</td></tr></table>
</body></html>`.value;
}
