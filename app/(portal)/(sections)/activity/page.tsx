import type { Metadata } from "next";
import { ActivityScreen } from "@/components/activity/activity-screen";

export const metadata: Metadata = { title: "Activity - Sales Rep Portal" };

export default function ActivityPage() {
  return <ActivityScreen />;
}
