import { DollarSignIcon, HelpCircleIcon, MailIcon, PlayCircleIcon, type LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

const TILES: { title: string; text: string; icon: LucideIcon }[] = [
  { title: "Pricing Updates", text: "Current rental and retail prices to quote from.", icon: DollarSignIcon },
  { title: "Training Videos", text: "Product knowledge and sales training.", icon: PlayCircleIcon },
  { title: "Communication Templates", text: "Ready-to-send emails for schools and parents.", icon: MailIcon },
  { title: "FAQs", text: "Answers to the questions customers ask most.", icon: HelpCircleIcon },
];

/** The four info tiles at the top of the Resource Center. */
export function InfoTiles() {
  return (
    <ul aria-label="What you will find here" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {TILES.map(({ title, text, icon: Icon }) => (
        <li key={title} className="grid">
          <Card className="gap-3 p-4 sm:flex-row sm:items-start sm:gap-4 sm:p-5">
            <span
              className={cn(
                "flex size-10 shrink-0 items-center justify-center",
                "rounded-lg bg-primary text-primary-foreground",
              )}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 space-y-1">
              <h2 className="text-sm font-semibold sm:text-base">{title}</h2>
              <p className="hidden text-sm text-muted-foreground sm:block">{text}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
