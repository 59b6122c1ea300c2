import "server-only";
import { html } from "@/lib/server/public-page/html";
import { customerEmailHtml, emailItemsHtml } from "@/lib/server/shares/share-email-html";
import type { EmailItem } from "./room-email-items";

interface RoomEmailHtmlParts {
  recipientName: string;
  items: EmailItem[];
  link: string;
  brand: { name: string; primaryColor: string };
  note: string | undefined;
  repName: string;
  repEmail: string;
}

const items = (n: number) => (n === 1 ? "1 item" : `${n} items`);

/** The room e-mail's HTML part, laid out as the share e-mail's: the room's items with covers, a button to them. */
export function roomEmailHtml({ recipientName, items: shown, ...parts }: RoomEmailHtmlParts): string {
  return customerEmailHtml({
    ...parts,
    title: parts.brand.name,
    greeting: `Hello ${recipientName},`,
    lead: html`<p style="margin:0 0 12px">${parts.repName} shared ${items(shown.length)} with you:</p>
${emailItemsHtml(shown)}`,
    buttonLabel: shown.length === 1 ? `View ${shown[0]!.title}` : `View all ${shown.length}`,
  });
}
