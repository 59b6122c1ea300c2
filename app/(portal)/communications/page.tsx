import type { Metadata } from "next";
import { PageHeader } from "@/components/shared/page-header";
import { EmailBuilder } from "@/components/templates/email-builder";

export const metadata: Metadata = { title: "Email Builder - Sales Rep Portal" };

/**
 * The email builder: its title is server markup; the editor and the saved templates (kept in the
 * browser's storage) are the client's.
 */
export default function CommunicationsPage() {
  return (
    <section className="grid gap-6" aria-labelledby="builder-title">
      <PageHeader id="builder-title" title="Plain Text Email Builder">
        Write plain-text emails, insert your assets and tracked links, and keep templates for later.
      </PageHeader>
      <EmailBuilder />
    </section>
  );
}
