import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

interface ProblemCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  /** A page of its own, outside the portal's layout: the card is centered on the whole screen as its <main>. */
  fullScreen?: boolean;
  role?: "alert";
  /** The card's content and footer: what to do now. */
  children: ReactNode;
}

/** What stands in for a page that cannot be shown: a centered card with a warning icon, a title and a way on. */
export function ProblemCard({ icon: Icon, title, description, fullScreen = false, role, children }: ProblemCardProps) {
  const Wrapper = fullScreen ? "main" : "div";
  return (
    <Wrapper className={cn("flex items-center justify-center px-4 py-12", fullScreen && "min-h-dvh bg-background")}>
      <Card role={role} className="w-full max-w-md">
        <CardHeader className="justify-items-start gap-3">
          <span className="flex size-11 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <CardTitle asChild>
            <h1 className="text-2xl">{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children}
      </Card>
    </Wrapper>
  );
}
