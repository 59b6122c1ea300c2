import { ForwardIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** Why a room reads "Possibly forwarded" (docs/rooms.md#who-read-what). */
export const FORWARDED_WHY =
  "Someone opened the room on a second device. The recipient may have forwarded the link, " +
  "or used another browser or cleared their cookies.";

/** The mark of a room opened on more than one device; its title says why "possibly". */
export function PossiblyForwardedBadge() {
  return (
    <Badge
      variant="outline"
      className="border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300"
      title={FORWARDED_WHY}
    >
      <ForwardIcon aria-hidden="true" />
      Possibly forwarded
    </Badge>
  );
}
