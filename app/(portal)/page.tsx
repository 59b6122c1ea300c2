import { Dashboard } from "@/components/portal/dashboard";

export default function HomePage() {
  return <Dashboard />;
}
