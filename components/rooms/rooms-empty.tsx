import Link from "next/link";
import { DoorOpenIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** No rooms yet: what a room is, and how to make one. */
export function RoomsEmpty() {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
        <DoorOpenIcon className="size-6" aria-hidden="true" />
      </span>
      <p className="font-medium">No rooms yet</p>
      <p className="max-w-md text-sm text-muted-foreground">
        A room is one page for one customer: the assets you choose, in your order, with a personal note. You see which
        assets they opened, for how long, and whether the link was passed on.
      </p>
      <p className="max-w-md text-sm text-muted-foreground">
        To start one, press &quot;Select assets&quot; in the Asset Library, tick the assets and press &quot;Share with a
        person&quot;; or press &quot;Share with a person&quot; in an asset&apos;s Share dialog.
      </p>
      <Button asChild>
        <Link href="/assets">Go to the Asset Library</Link>
      </Button>
    </div>
  );
}
