import { MegaphoneIcon } from "lucide-react";
import { CardHeading } from "@/components/shared/card-heading";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

/** SPEC §2: the announcements card always says there are no recent updates. */
export function RecentUpdatesCard() {
  return (
    <Card>
      <CardHeader>
        <CardHeading className="flex items-center gap-2 text-lg">
          <MegaphoneIcon aria-hidden="true" className="size-5 text-muted-foreground" />
          {"Recent Updates & Announcements"}
        </CardHeading>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">There are no recent updates or announcements.</p>
      </CardContent>
    </Card>
  );
}
