import type { Metadata } from "next";
import { TrackedLinksScreen } from "@/components/tracked-links/tracked-links-screen";

export const metadata: Metadata = { title: "Tracked Links - Sales Rep Portal" };

export default function TrackedLinksPage() {
  return <TrackedLinksScreen />;
}
