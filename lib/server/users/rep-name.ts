import "server-only";
import { headerText } from "@/lib/server/platform/mail/mail-header";

/** A person as the portal names them to others (share page, e-mails): their name on one line, else their address. */
export function repDisplayName(rep: { firstName: string | null; lastName: string | null; email: string }): string {
  return headerText([rep.firstName, rep.lastName].filter(Boolean).join(" ")) || rep.email;
}
