import Link from "next/link";
import { ActivityIcon, FolderOpenIcon, Link2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";

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
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/tracked-links">
            <Link2Icon aria-hidden="true" />
            Tracked Links
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/assets">
            <FolderOpenIcon aria-hidden="true" />
            Asset Library
          </Link>
        </Button>
      </div>
    </div>
  );
}
