import { ActivityIcon, FolderOpenIcon, Link2Icon } from "lucide-react";
import { ButtonLinks, type ButtonLink } from "@/components/shared/button-links";

const WHERE_TO_START: ButtonLink[] = [
  { href: "/tracked-links", icon: Link2Icon, label: "Tracked Links" },
  { href: "/assets", icon: FolderOpenIcon, label: "Asset Library" },
];

/** No tracked links and no shared assets yet: where to make some. */
export function ActivityEmpty() {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
        <ActivityIcon className="size-6" aria-hidden="true" />
      </span>
      <p className="font-medium">No activity to show yet</p>
      <p className="max-w-md text-sm text-muted-foreground">
        Create a tracked link or share an asset; the clicks and opens by people will show here.
      </p>
      <ButtonLinks links={WHERE_TO_START} className="justify-center" />
    </div>
  );
}
