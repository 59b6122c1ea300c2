import type { Metadata } from "next";
import { EmailBuilder } from "@/components/templates/email-builder";

export const metadata: Metadata = { title: "Email Builder - Sales Rep Portal" };

export default function CommunicationsPage() {
  return <EmailBuilder />;
}
