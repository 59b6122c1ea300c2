import { MegaphoneIcon } from "lucide-react";
import { ResourceCard } from "./resource-card";

/** The announcements card always says there are no recent updates. */
export function RecentUpdatesCard() {
  return (
    <ResourceCard icon={MegaphoneIcon} title="Recent Updates & Announcements">
      <p className="text-sm text-muted-foreground">There are no recent updates or announcements.</p>
    </ResourceCard>
  );
}
