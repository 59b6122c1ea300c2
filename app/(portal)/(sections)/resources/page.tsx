import type { Metadata } from "next";
import { ResourceCenter } from "@/components/resources/resource-center";

export const metadata: Metadata = { title: "Resource Center | Sales Rep Portal" };

export default function ResourcesPage() {
  return <ResourceCenter />;
}
