import { MegaphoneIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** SPEC §2: the announcements card always says there are no recent updates. */
export function RecentUpdatesCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <MegaphoneIcon aria-hidden="true" className="size-5 text-muted-foreground" />
            {"Recent Updates & Announcements"}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">There are no recent updates or announcements.</p>
      </CardContent>
    </Card>
  );
}
