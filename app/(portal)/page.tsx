import { PortalHome } from "@/components/portal/portal-home";

export default function HomePage() {
  return <PortalHome />;
}
