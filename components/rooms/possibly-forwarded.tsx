import { ForwardIcon, MonitorSmartphoneIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** Why a room reads "Possibly forwarded" (docs/rooms.md#who-read-what). */
export const FORWARDED_WHY =
  "Someone opened the room on a second device, from a network the first device was not seen on. The " +
  "recipient may have forwarded the link, or opened it elsewhere (at home, on mobile data).";

/** Why a room reads "Opened on another device". */
export const OTHER_DEVICE_WHY =
  "The room was opened on a second device from the network the first one used that day: most likely the " +
  "recipient's own phone or computer.";

/** The mark of a room opened on a second device on a new network; its title says why "possibly". */
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

/** The mark of a room opened on a second device on the first one's network. */
export function OtherDeviceBadge() {
  return (
    <Badge variant="outline" title={OTHER_DEVICE_WHY}>
      <MonitorSmartphoneIcon aria-hidden="true" />
      Opened on another device
    </Badge>
  );
}

/** The room's device mark, if any: forwarded wins over another device. */
export function RoomDeviceBadge({ room }: { room: { possiblyForwarded: boolean; otherDevice: boolean } }) {
  if (room.possiblyForwarded) return <PossiblyForwardedBadge />;
  return room.otherDevice ? <OtherDeviceBadge /> : null;
}
