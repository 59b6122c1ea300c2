import "server-only";
import { html } from "@/lib/server/public-page/html";
import { customerEmailHtml } from "@/lib/server/shares/share-email-html";

interface RoomEmailHtmlParts {
  recipientName: string;
  titles: string[];
  link: string;
  brand: { name: string; primaryColor: string };
  note: string | undefined;
  repName: string;
  repEmail: string;
}

/** The room e-mail's HTML part, laid out as the share e-mail's: the room's asset titles and a button to it. */
export function roomEmailHtml({ recipientName, titles, ...parts }: RoomEmailHtmlParts): string {
  return customerEmailHtml({
    ...parts,
    title: parts.brand.name,
    greeting: `Hello ${recipientName},`,
    lead: html`<p style="margin:0 0 8px">${parts.repName} shared these with you:</p>
<ul style="margin:0 0 20px;padding-left:20px">${titles.map((title) => html`<li>${title}</li>`)}</ul>`,
    buttonLabel: "Open the room",
  });
}
